/**
 * The installed app (SPEC §1, issue 23): where its manifest and icons are, and the brand colours the browser paints
 * its window and splash screen with. The page's head (web/pages/+Head.tsx) links them; the bff serves the manifest
 * (bff/http/web-manifest.ts); the icons are drawn from the favicon by tools/icons/draw-icons.ts.
 */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The theme's primary (web/theme/theme.ts; a test keeps them equal): the title bar of the installed app. */
export const THEME_COLOUR = '#d50918';
/** The theme's page background: the splash screen behind the icon. */
export const BACKGROUND_COLOUR = '#f6f6f8';

export const ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
  /** Monochrome, for the status bar of a notification. */
  badge: '/icons/badge-72.png',
} as const;

/** Where the installed app opens: the members' search, marked so the page can tell a start from the home screen. */
export const START_URL = '/members?source=pwa';
