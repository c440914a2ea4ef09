/**
 * Design tokens of SPEC §9. White text passes AA only on primary, danger and the *Strong shades; on the spec's
 * secondary/unread (#1eaddb) and success (#76a61e) surfaces the text is dark: `onUnread`, `onSuccess` (docs: shared/notes/ui.md).
 * Contrast (WCAG 2.x): #1b1b1f on #1eaddb 6.6:1, on #76a61e 5.9:1; white on #1eaddb only 2.6:1, on #76a61e 2.9:1.
 */
export const theme = {
  colors: {
    primary: '#d50918',
    primaryHover: '#b00714',
    primarySoft: '#fde8ea',
    secondary: '#1eaddb',
    /** Darker secondary for white text and small badges (5.6:1 on white). */
    secondaryStrong: '#0b6f8f',
    secondarySoft: '#e4f6fb',
    success: '#76a61e',
    /** Text and icons on a success surface (5.9:1). */
    onSuccess: '#1b1b1f',
    successStrong: '#4a6b12',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b3261e',
    /** SPEC §9 unread-messages colour: the surface of unread badges. */
    unread: '#1eaddb',
    /** Text on an unread badge (6.6:1 on #1eaddb; white would be 2.6:1). */
    onUnread: '#1b1b1f',
    /** Text on a danger surface (6.6:1). */
    onDanger: '#ffffff',
    text: '#1b1b1f',
    textMuted: '#5c5f66',
    border: '#e3e4e8',
    background: '#f6f6f8',
    surface: '#ffffff',
    focus: '#1a73e8',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  space: (n: number) => `${n * 8}px`,
  radius: { card: '12px', pill: '999px', input: '8px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  },
  layout: { chatListMin: '300px', chatListMax: '400px', messageAreaMax: '800px', toastMax: '350px', content: '1200px' },
  shadow: { float: '0 8px 24px rgba(20, 20, 30, 0.12)', card: '0 1px 3px rgba(20, 20, 30, 0.08)' },
  /** SPEC §9: the navigation progress bar shows after 200 ms; its trickle runs 5 s. Toasts above everything else. */
  signals: { progressThrottleMs: 200, progressDurationMs: 5000, zIndex: 1000 },
} as const;

export type Theme = typeof theme;

export const up = (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
