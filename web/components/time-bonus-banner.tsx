import { ArrowRight, Gift } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { up } from '../theme/theme';
import { Container } from './ui';

const Strip = styled.aside`
  background: ${(p) => p.theme.colors.primary};
  /* White on #d50918: 5.4:1 (AA). */
  color: #fff;
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    padding-top: ${(p) => p.theme.space(1)};
    padding-bottom: ${(p) => p.theme.space(1)};
  }
  .text {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 8px;
    margin: 0;
    font-size: 15px;
    line-height: 1.4;
    text-align: center;
  }
  .text svg {
    flex: none;
  }
  .timer {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .dot {
    display: none;
    ${up('sm')} {
      display: inline;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(2)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    font-size: 15px;
    text-decoration: none;
    white-space: nowrap;
    transition: background 150ms ease;
    &:hover {
      background: ${(p) => p.theme.colors.primarySoft};
    }
    &:focus-visible {
      outline: 3px solid #fff;
      outline-offset: 2px;
    }
  }
`;

/**
 * SPEC §2, §4: the welcome-bonus banner of the default layout, counting down the member's time bonus each second
 * (h:mm:ss) and leading to /credits. Shown by the store's rule after hydration; gone at zero, on logout, when paid.
 */
export const TimeBonusBanner = observer(function TimeBonusBanner() {
  const t = useT();
  const timeBonus = useStore().timeBonus;
  if (!timeBonus.visible) return null;
  return (
    <Strip aria-label={t('timeBonus.region')} data-testid="time-bonus-banner">
      <Container className="row">
        <p className="text">
          <Gift size={18} aria-hidden="true" />
          {/* role=timer is not announced as it changes: a screen reader reads it when the member gets to it. */}
          <span className="timer" role="timer" aria-label={t('timeBonus.timerLabel')}>
            {t('timeBonus.left', { countdown: timeBonus.countdown })}
          </span>
          <span className="dot" aria-hidden="true">
            ·
          </span>
          <span>{t('timeBonus.offer', { percentage: timeBonus.percentage })}</span>
        </p>
        <a href="/credits">
          {t('timeBonus.action')}
          <ArrowRight size={16} aria-hidden="true" />
        </a>
      </Container>
    </Strip>
  );
});
