import type { LucideIcon } from 'lucide-react';
import { CloudOff, RotateCcw } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { reload } from 'vike/client/router';
import { useT } from '../i18n/use-t';
import { Button, Card } from './ui';

const Frame = styled(Card)<{ $accent: 'primary' | 'secondary' }>`
  max-width: 720px;
  text-align: center;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  svg.big {
    display: block;
    color: ${(p) => (p.$accent === 'primary' ? p.theme.colors.primary : p.theme.colors.secondaryStrong)};
    margin: 0 auto ${(p) => p.theme.space(2)};
  }
  p {
    margin: 0 auto ${(p) => p.theme.space(2)};
    max-width: 48ch;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/**
 * A list with nothing in it (issue 27): an icon, what is true and what to do next, with the way there (`children`: the
 * links or buttons). Also a list that could not be loaded: ListError.
 */
export function EmptyState({ icon: Icon, text, accent = 'primary', children, className }: { icon: LucideIcon; text: ReactNode; accent?: 'primary' | 'secondary'; children?: ReactNode; className?: string }) {
  return (
    <Frame $accent={accent} className={className}>
      <Icon className="big" size={40} aria-hidden="true" />
      <p>{text}</p>
      {children && <div className="actions">{children}</div>}
    </Frame>
  );
}

/** A list that did not load: said in words (an alert), and a button that tries again. */
export function ListError({ icon, text, retry, onRetry, busy = false }: { icon: LucideIcon; text: string; retry: string; onRetry: () => void; busy?: boolean }) {
  return (
    <div role="alert">
      <EmptyState icon={icon} text={text} accent="secondary">
        <Button type="button" onClick={onRetry} disabled={busy} aria-busy={busy}>
          <RotateCcw size={18} aria-hidden="true" />
          {retry}
        </Button>
      </EmptyState>
    </div>
  );
}

/**
 * How a page's data is loaded again: Vike's navigation runs the page's +data once more (and the list comes with the
 * page's store snapshot). A test provides its own to see that she asked for it.
 */
export const PageReload = createContext<() => Promise<void>>(() => reload());

/** A list the server could not load with the page (issue 27): said so, and a button that loads the page's data again. */
export function LoadFailed({ text }: { text: string }) {
  const t = useT();
  const reloadPage = useContext(PageReload);
  const [busy, setBusy] = useState(false);
  return (
    <ListError
      icon={CloudOff}
      text={text}
      retry={t('error.tryAgain')}
      busy={busy}
      onRetry={() => {
        setBusy(true);
        void reloadPage().finally(() => setBusy(false));
      }}
    />
  );
}
