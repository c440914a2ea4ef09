import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.space(2)};
  background: ${(p) => p.theme.colors.scrimDense};
  backdrop-filter: blur(10px);
  /* The installed app never shows it (SPEC §2): hidden by its display mode before any script runs. */
  @media (display-mode: standalone) {
    display: none;
  }
`;

const Box = styled.div`
  width: 100%;
  max-width: 440px;
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(3)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadow.overlay};
  text-align: center;
  .age {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    margin-bottom: ${(p) => p.theme.space(2)};
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-size: ${(p) => p.theme.font.size.title};
    font-weight: 800;
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.xl};
  }
  p {
    margin: 0 0 ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.5;
  }
  .choices {
    display: grid;
    gap: ${(p) => p.theme.space(1.5)};
  }
  button,
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    border-radius: ${(p) => p.theme.radius.pill};
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    cursor: pointer;
  }
  button {
    border: 0;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    &:hover {
      background: ${(p) => p.theme.colors.primaryHover};
    }
  }
  a {
    border: 2px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Where "Verlaten" takes a visitor who is not 18: away from the site. */
export const LEAVE_URL = 'https://www.google.com/';

const FOCUSABLE = 'button, a[href]';

/**
 * SPEC §2 site-entry warning: a modal dialog that asks for one of two answers, "I am 18 or older" or "leave". Escape
 * does not answer it (an age question has no default): the focus stays in it, Tab and Shift+Tab go round its two
 * choices. Server-rendered over the page (fixed, so the page does not move), its first choice focused once it runs.
 */
export function EntryWarning({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return undefined;
    const choices = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    choices()[0]?.focus();
    const keep = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = choices();
      const at = all.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? all.length - 1 : at - 1) : (at + 1) % all.length;
      event.preventDefault();
      all[next]?.focus();
    };
    // A focus that leaves (a click on the backdrop, a screen reader's jump) comes back to the dialog.
    const back = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) choices()[0]?.focus();
    };
    document.addEventListener('keydown', keep, true);
    document.addEventListener('focusin', back);
    return () => {
      document.removeEventListener('keydown', keep, true);
      document.removeEventListener('focusin', back);
    };
  }, []);
  return (
    <Backdrop>
      <Box ref={box} role="alertdialog" aria-modal="true" aria-labelledby="entry-warning-title" aria-describedby="entry-warning-text">
        <span className="age" aria-hidden="true">
          18+
        </span>
        <h2 id="entry-warning-title">{t('entryWarning.title')}</h2>
        <p id="entry-warning-text">{t('entryWarning.text')}</p>
        <div className="choices">
          <button type="button" onClick={onConfirm}>
            {t('entryWarning.confirm')}
          </button>
          <a href={LEAVE_URL} rel="noopener noreferrer">
            {t('entryWarning.leave')}
          </a>
        </div>
      </Box>
    </Backdrop>
  );
}
export default EntryWarning;
