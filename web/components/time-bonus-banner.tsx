import { ArrowRight, Gift } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { up } from '../theme/theme';
import { Container } from './ui';
import { useLocalPath } from './language/use-local-path';

const Strip = styled.aside`
  background: ${(p) => p.theme.colors.primary};
  /* White on primary: 5.4:1 (AA); the pill and the button keep these two colours. */
  color: ${(p) => p.theme.colors.surface};
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
    padding-top: 4px;
    padding-bottom: 4px;
    ${up('sm')} {
      justify-content: center;
      gap: ${(p) => p.theme.space(2)};
      padding-top: ${(p) => p.theme.space(1)};
      padding-bottom: ${(p) => p.theme.space(1)};
    }
  }
  /* A phone: one line — the gift, the time left, the discount as a pill, the button (issue 27: was two lines). */
  .text {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    line-height: 1.35;
    white-space: nowrap;
    ${up('sm')} {
      font-size: ${(p) => p.theme.font.size.body};
    }
  }
  .text svg {
    flex: none;
  }
  /* The narrowest phones (320 px): the gift gives its room to the time and the pill. */
  @media (max-width: 359px) {
    .text svg {
      display: none;
    }
  }
  .timer {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .pill {
    flex: none;
    padding: 1px 8px;
    border: 1px solid currentColor;
    border-radius: ${(p) => p.theme.radius.pill};
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    ${up('sm')} {
      display: none;
    }
  }
  /* The offer in words: read out on a phone (the pill is its picture), shown from sm on. */
  .offer {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    ${up('sm')} {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
  }
  a {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(1.5)};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
    text-decoration: none;
    white-space: nowrap;
    transition: background 150ms ease;
    ${up('sm')} {
      min-height: 40px;
      font-size: ${(p) => p.theme.font.size.body};
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
      outline: 3px solid ${(p) => p.theme.colors.surface};
      outline-offset: 2px;
    }
  }
`;

/**
 * SPEC §2, §4: the welcome-bonus banner of the default layout, counting down the member's time bonus each second
 * (h:mm:ss) and leading to /credits. On a phone one line of 44 px: the time, the discount as a pill ("−25%", its
 * words read out), the button; from sm on the offer in words. Shown by the store's rule, from the page's HTML on (the server renders it with
 * the member's discount at its clock: nothing is pushed down later); gone at zero, on logout, when paid.
 */
export const TimeBonusBanner = observer(function TimeBonusBanner() {
  const t = useT();
  const intl = useIntl();
  const localPath = useLocalPath();
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
          <span className="pill" aria-hidden="true">
            {intl.formatNumber(-timeBonus.percentage / 100, { style: 'percent' })}
          </span>
          <span className="offer">
            <span aria-hidden="true">· </span>
            {t('timeBonus.offer', { percentage: timeBonus.percentage })}
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
