import styled from 'styled-components';
import { iconButton } from './ui';

/** SPEC §4: the member alerts (activation, profile photo, push) are not shown on signup, notifications, directdebit, premium and activate-done (nor on the activation pages themselves). */
const HIDDEN_ON = ['/signup', '/complete-signup', '/notifications', '/directdebit', '/premium', '/activate/done', '/activate/error'];

export const alertsHiddenOn = (path: string, more: readonly string[] = []) =>
  [...HIDDEN_ON, ...more].some((prefix) => path === prefix || path.startsWith(prefix + '/'));

/** Whether the alert under `key` was dismissed less than `forMs` ago (SPEC §4: dismissals are kept as timestamps). */
export function dismissedRecently(key: string, now: number, forMs = Number.POSITIVE_INFINITY): boolean {
  try {
    const at = Number(window.localStorage.getItem(key));
    return Number.isFinite(at) && at > 0 && now - at < forMs;
  } catch {
    return false;
  }
}

export function rememberDismissal(key: string, now: number) {
  try {
    window.localStorage.setItem(key, String(now));
  } catch {
    // Storage refused: hidden for this page view only.
  }
}

/** A member alert across the top of the default layout, with its close button at the right. */
export const AlertBanner = styled.div`
  background: ${(p) => p.theme.colors.warningSoft};
  color: #6b3a06;
  border-bottom: 1px solid #f6d98a;
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    padding-top: ${(p) => p.theme.space(1.5)};
    padding-bottom: ${(p) => p.theme.space(1.5)};
    position: relative;
    padding-right: 56px;
  }
  .text {
    flex: 1 1 320px;
    display: flex;
    gap: 10px;
    align-items: flex-start;
    margin: 0;
    font-size: 15px;
    line-height: 1.5;
  }
  .text svg {
    flex: none;
    margin-top: 2px;
  }
  strong {
    overflow-wrap: anywhere;
  }
  .close {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    ${iconButton}
    color: inherit;
    &:hover {
      background: rgba(0, 0, 0, 0.06);
    }
  }
  button:not(.close) {
    min-height: 40px;
    background: #fff;
  }
`;
