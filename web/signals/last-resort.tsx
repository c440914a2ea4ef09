import { Component, type CSSProperties, type ReactNode } from 'react';

import { theme } from '../theme/theme';
import { lastResortTexts } from './last-resort-texts';

const box: CSSProperties = {
  maxWidth: 560,
  margin: '64px auto',
  padding: 24,
  textAlign: 'center',
  fontFamily: theme.font.family,
  color: theme.colors.text,
  background: theme.colors.surface,
  borderRadius: theme.radius.card,
  boxShadow: theme.shadow.card,
};
const heading: CSSProperties = { fontSize: theme.font.size.xl, lineHeight: 1.3, margin: '0 0 24px' };
const link: CSSProperties = {
  display: 'inline-block',
  padding: '10px 20px',
  borderRadius: theme.radius.pill,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
};

/**
 * The static fallback: no store, no intl, no theme provider (the theme's tokens as plain values). It speaks the page's language as the server wrote it in
 * `<html lang>` (the store's locale may be what failed), in words of its own (last-resort-texts.ts).
 */
export function LastResortPage() {
  const { locale, text, home } = lastResortTexts(typeof document === 'undefined' ? undefined : document.documentElement.lang);
  return (
    <main style={box} lang={locale} data-signals="last-resort">
      <h1 style={heading}>{text}</h1>
      <a href="/" style={link}>
        {home}
      </a>
    </main>
  );
}

/**
 * Around the error page only: when it fails to render in the browser, the static fallback shows instead of a blank
 * tab. (Other pages' failures must reach Vike, which then renders the error page.)
 */
export class LastResortBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed to render', error);
  }

  override render() {
    return this.state.failed ? <LastResortPage /> : this.props.children;
  }
}
