import { Clock } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { Dialog, dialogContent } from './signup/dialog';
import { Button, ButtonLink } from './ui';
import { useLocalPath } from './language/use-local-path';

const Body = styled.div`
  ${dialogContent}
  align-items: center;
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.title};
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
    font-size: ${(p) => p.theme.font.size.headline};
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
    font-size: ${(p) => p.theme.font.size.body};
  }
  .left strong {
    font-variant-numeric: tabular-nums;
    font-size: ${(p) => p.theme.font.size.lead};
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
 * The time-bonus modal (SPEC §4, §9): 40 s after she entered the members area at 0 credits, until she dismisses it.
 * Loaded only when it shows (time-bonus-clock.tsx): most pages of most members never need it.
 */
export default observer(function TimeBonusModal() {
  const t = useT();
  const localPath = useLocalPath();
  const timeBonus = useStore().timeBonus;
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
          <ButtonLink href={localPath('/credits')} $block onClick={dismiss}>
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
