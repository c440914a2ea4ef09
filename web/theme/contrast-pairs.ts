import type { Theme } from './theme';

type Colour = keyof Theme['colors'];

export interface ContrastPair {
  readonly text: Colour;
  readonly background: Colour;
  /** What the text is: body text (AA 4.5:1), large text or an interface part such as the focus ring (3:1). */
  readonly kind: 'text' | 'large' | 'ui';
}

/**
 * The text/background pairs the theme declares besides its `on<Surface>` tokens (each of which pairs with its surface
 * by name: onUnread on unread): what the components put on the page's surfaces. theme.test.ts holds each to WCAG AA.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: 'text', background: 'surface', kind: 'text' },
  { text: 'text', background: 'background', kind: 'text' },
  { text: 'textMuted', background: 'surface', kind: 'text' },
  { text: 'textMuted', background: 'background', kind: 'text' },
  { text: 'primary', background: 'surface', kind: 'text' },
  { text: 'primary', background: 'background', kind: 'text' },
  { text: 'primary', background: 'primarySoft', kind: 'text' },
  { text: 'onPrimary', background: 'primaryHover', kind: 'text' },
  { text: 'onPrimary', background: 'primaryDeep', kind: 'text' },
  { text: 'secondaryStrong', background: 'surface', kind: 'text' },
  { text: 'secondaryStrong', background: 'background', kind: 'text' },
  { text: 'secondaryStrong', background: 'secondarySoft', kind: 'text' },
  { text: 'successStrong', background: 'surface', kind: 'text' },
  { text: 'warning', background: 'surface', kind: 'text' },
  { text: 'danger', background: 'surface', kind: 'text' },
  // A neutral badge: white figures on the muted grey.
  { text: 'surface', background: 'textMuted', kind: 'text' },
  // The footer and the neutral toast: quieter text on the inverse surface.
  { text: 'inverseTextMuted', background: 'inverse', kind: 'text' },
  // The landers' dark heroes and the cookie banner: white and the lead's light grey on the inverse, night and wine
  // surfaces (each gradient's lighter end), and the banner's error.
  { text: 'inverseLead', background: 'inverse', kind: 'text' },
  { text: 'inverseDanger', background: 'inverse', kind: 'text' },
  { text: 'onInverse', background: 'landerNight', kind: 'text' },
  { text: 'inverseLead', background: 'landerNight', kind: 'text' },
  { text: 'onInverse', background: 'landerWine', kind: 'text' },
  { text: 'inverseLead', background: 'landerWine', kind: 'text' },
  // A face without a photo (the avatar): its initials on both ends of its wash; a locked thumbnail's white mark.
  { text: 'avatarInitial', background: 'avatarFrom', kind: 'text' },
  { text: 'avatarInitial', background: 'avatarTo', kind: 'text' },
  { text: 'onInverse', background: 'lockedPhotoLight', kind: 'text' },
  // The money screens: the discount banner's heading, the premium hero's text and gold on its ends, the sandbox's dark button.
  { text: 'successDeep', background: 'successSoft', kind: 'text' },
  { text: 'onInverse', background: 'premiumEnd', kind: 'text' },
  { text: 'inverseLead', background: 'premiumEnd', kind: 'text' },
  { text: 'premiumGold', background: 'landerWineDeep', kind: 'ui' },
  { text: 'premiumGold', background: 'premiumEnd', kind: 'ui' },
  { text: 'onInverse', background: 'inverseHover', kind: 'text' },
  { text: 'focus', background: 'surface', kind: 'ui' },
  { text: 'focus', background: 'background', kind: 'ui' },
];
