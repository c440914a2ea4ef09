import { ArrowRight, Gift } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { up } from '../theme/theme';
import { Container } from './ui';
import { useLocalPath } from './language/use-local-path';

const Strip = styled.aside`
  background: ${(p) => p.theme.colors.primary};
  /* White on #d50918: 5.4:1 (AA). */
  color: #fff;
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1.5)};
    padding-top: ${(p) => p.theme.space(1)};
    padding-bottom: ${(p) => p.theme.space(1)};
    ${up('sm')} {
      justify-content: center;
      gap: ${(p) => p.theme.space(2)};
    }
  }
  .text {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 14px;
    line-height: 1.35;
    ${up('sm')} {
      font-size: 15px;
    }
  }
  .text svg {
    flex: none;
    display: none;
    ${up('sm')} {
      display: block;
    }
  }
  /* A phone: the time over the offer, the button beside them; wider: one line. */
  .lines {
    display: flex;
    flex-direction: column;
    text-wrap: balance;
    ${up('sm')} {
      flex-direction: row;
      gap: 8px;
    }
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
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(1.75)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    font-size: 14px;
    text-decoration: none;
    white-space: nowrap;
    transition: background 150ms ease;
    ${up('sm')} {
      font-size: 15px;
      padding: 0 ${(p) => p.theme.space(2)};
    }
    svg {
      display: none;
      ${up('sm')} {
        display: block;
      }
    }
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
 * (h:mm:ss) and leading to /credits. Shown by the store's rule, from the page's HTML on (the server renders it with
 * the member's discount at its clock: nothing is pushed down later); gone at zero, on logout, when paid.
 */
export const TimeBonusBanner = observer(function TimeBonusBanner() {
  const t = useT();
  const localPath = useLocalPath();
  const timeBonus = useStore().timeBonus;
  if (!timeBonus.visible) return null;
  return (
    <Strip aria-label={t('timeBonus.region')} data-testid="time-bonus-banner">
      <Container className="row">
        <p className="text">
          <Gift size={18} aria-hidden="true" />
          {/* role=timer is not announced as it changes: a screen reader reads it when the member gets to it. */}
          <span className="lines">
            <span className="timer" role="timer" aria-label={t('timeBonus.timerLabel')}>
              {t('timeBonus.left', { countdown: timeBonus.countdown })}
            </span>
            <span className="dot" aria-hidden="true">
              ·
            </span>
            <span>{t('timeBonus.offer', { percentage: timeBonus.percentage })}</span>
          </span>
        </p>
        <a href={localPath('/credits')}>
          {t('timeBonus.action')}
          <ArrowRight size={16} aria-hidden="true" />
        </a>
      </Container>
    </Strip>
  );
});
