import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme/theme';
import { ButtonLink, Container, iconButton } from './ui';

/** The rules of an alert (when it shows, its dismissal) are in the first load: alert-dismissal.ts. */
export { alertsHiddenOn, useDismissal } from './alert-dismissal';

/** A member alert across the top of the default layout, with its close button at the right. */
export const AlertBanner = styled.div<{ $hiddenOnPhone?: boolean }>`
  ${(p) =>
    p.$hiddenOnPhone &&
    css`
      @media (max-width: ${theme.breakpoints.md - 0.02}px) {
        display: none;
      }
    `}
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.onWarningSoft};
  border-bottom: 1px solid ${(p) => p.theme.colors.warningBorder};
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
    font-size: ${(p) => p.theme.font.size.body};
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
      background: ${(p) => p.theme.colors.hoverTint};
    }
  }
  button:not(.close) {
    min-height: 40px;
    background: ${(p) => p.theme.colors.surface};
  }
`;

/** A member alert that says one thing, leads to the page where she acts on it, and closes (the photo and the mail alerts). */
export function LinkAlert(props: { label: string; icon: ReactNode; text: ReactNode; href: string; action: string; dismissLabel: string; onDismiss: () => void; testId?: string }) {
  return (
    <AlertBanner role="region" aria-label={props.label} data-testid={props.testId}>
      <Container className="row">
        <p className="text">
          {props.icon}
          <span>{props.text}</span>
        </p>
        <ButtonLink href={props.href} $variant="secondary">
          {props.action}
        </ButtonLink>
        <button type="button" className="close" onClick={props.onDismiss} aria-label={props.dismissLabel}>
          <X size={20} aria-hidden="true" />
        </button>
      </Container>
    </AlertBanner>
  );
}
