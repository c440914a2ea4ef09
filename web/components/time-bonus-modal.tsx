import { Clock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { Dialog, dialogContent } from './signup/dialog';
import { Button, ButtonLink } from './ui';

const Body = styled.div`
  ${dialogContent}
  align-items: center;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 22px;
    line-height: 1.3;
  }
  p {
    margin: 0;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .badge {
    display: grid;
    place-items: center;
    width: 88px;
    height: 88px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    font-size: 28px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .left {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 8px 16px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font-size: 15px;
  }
  .left strong {
    font-variant-numeric: tabular-nums;
    font-size: 18px;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 8px;
    width: 100%;
    margin-top: ${(p) => p.theme.space(1)};
  }
`;

/**
 * The time bonus's clock and its modal (SPEC §4, §9): mounted in every layout (the chats are in the members area
 * too). It starts the store's one-second clock after hydration, asks for the member's discount when she logs in,
 * tells the store the page, and shows the modal 40 s after she entered the members area at 0 credits, until she
 * dismisses it.
 */
export const TimeBonusModal = observer(function TimeBonusModal({ path }: { path: string }) {
  const t = useT();
  const store = useStore();
  const timeBonus = store.timeBonus;
  const memberId = store.session.user?.id;

  useEffect(() => timeBonus.start(), [timeBonus]);
  useEffect(() => {
    if (memberId !== undefined) void timeBonus.load();
  }, [timeBonus, memberId]);
  useEffect(() => timeBonus.visit(path), [timeBonus, path]);

  if (!timeBonus.modalVisible) return null;
  const dismiss = () => timeBonus.dismissModal();
  return (
    <Dialog labelledBy="time-bonus-title" closeLabel={t('timeBonus.close')} onClose={dismiss} width={420}>
      <Body data-testid="time-bonus-modal">
        <span className="badge" aria-hidden="true">
          {timeBonus.percentage}%
        </span>
        <h2 id="time-bonus-title">{t('timeBonus.modalTitle')}</h2>
        <p>{t('timeBonus.modalText', { percentage: timeBonus.percentage })}</p>
        <span className="left">
          <Clock size={18} aria-hidden="true" />
          {t('timeBonus.modalLeft')}
          <strong role="timer" aria-label={t('timeBonus.timerLabel')}>
            {timeBonus.countdown}
          </strong>
        </span>
        <div className="actions">
          {/* Choosing the offer counts as an answer: the modal does not come back. */}
          <ButtonLink href="/credits" $block onClick={dismiss}>
            {t('timeBonus.modalAction')}
          </ButtonLink>
          <Button type="button" $variant="ghost" $block onClick={dismiss}>
            {t('timeBonus.modalLater')}
          </Button>
        </div>
      </Body>
    </Dialog>
  );
});
