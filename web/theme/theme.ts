/**
 * Design tokens of SPEC §9: primary #d50918, secondary #1eaddb, success #76a61e, unread-messages #1eaddb.
 * Text on a surface uses the surface's `on…` token: every `on<Surface>` pair, and the other text/background pairs of
 * web/theme/contrast-pairs.ts, meet WCAG AA (4.5:1 for text; theme.test.ts checks each). White text passes only on
 * primary, danger, warning and the darker shades; on the spec's secondary/unread (#1eaddb) and success (#76a61e)
 * surfaces the text is near-black (white would be 2.6:1 and 2.9:1). Contrast ratios (WCAG 2.x) beside each token.
 */
export const theme = {
  colors: {
    /** The brand, actions, likes. White on it 5.4:1; as text on white 5.4:1, on background 5.0:1. */
    primary: '#d50918',
    /** White on it 5.4:1. */
    onPrimary: '#ffffff',
    /** Hover of primary buttons (white on it 7.3:1). */
    primaryHover: '#b00714',
    /** The deep end of the brand's gradients (white on it 8.4:1). */
    primaryDeep: '#9e0612',
    primarySoft: '#fde8ea',
    /** Text on primarySoft 8.5:1 (primary itself on it 4.6:1). */
    onPrimarySoft: '#8a0610',
    /** SPEC §9 secondary: surfaces of messages and information. Near-black on it 6.6:1 (white only 2.6:1). */
    secondary: '#1eaddb',
    /** Text and icons on a secondary surface: 6.6:1. */
    onSecondary: '#1b1b1f',
    /** The secondary's darker shade for text and icons on light backgrounds: 5.7:1 on white, 5.3:1 on background. */
    secondaryStrong: '#0b6f8f',
    secondarySoft: '#e4f6fb',
    /** Text on secondarySoft 8.5:1. */
    onSecondarySoft: '#084c61',
    /** SPEC §9 success. Near-black on it 5.9:1 (white only 2.9:1). */
    success: '#76a61e',
    /** Text and icons on a success surface: 5.9:1. */
    onSuccess: '#1b1b1f',
    /** The success's darker shade for text and icons on light backgrounds: 6.2:1 on white. */
    successStrong: '#4a6b12',
    successSoft: '#eef6e2',
    /** Text on successSoft 5.6:1. */
    onSuccessSoft: '#4a6b12',
    /** White on it 5.0:1; as text on white 5.0:1. */
    warning: '#b45309',
    onWarning: '#ffffff',
    warningSoft: '#fef3c7',
    /** Text on warningSoft 8.4:1. */
    onWarningSoft: '#6b3a06',
    /** White on it 6.5:1; as text on white 6.5:1. */
    danger: '#b3261e',
    /** Text on a danger surface: 6.5:1. */
    onDanger: '#ffffff',
    /** SPEC §9 unread-messages colour: the surface of unread badges. Near-black on it 6.6:1 (white only 2.6:1). */
    unread: '#1eaddb',
    /** Text on an unread badge: 6.6:1. */
    onUnread: '#1b1b1f',
    /** A quiet surface (a neutral notice). textMuted on it 5.6:1. */
    neutralSoft: '#f0f0f3',
    onNeutralSoft: '#5c5f66',
    /** Body text: 17.2:1 on surface, 15.9:1 on background. */
    text: '#1b1b1f',
    /** Secondary text: 6.4:1 on surface, 5.9:1 on background; white on it 6.4:1 (neutral badges). */
    textMuted: '#5c5f66',
    border: '#e3e4e8',
    background: '#f6f6f8',
    surface: '#ffffff',
    /** The focus ring: 4.5:1 on white (a non-text contrast, 3:1 needed). */
    focus: '#1a73e8',
    /** Behind a photo while it loads, and where there is none. */
    photoPlaceholder: 'linear-gradient(160deg, #fbd3d6, #c9ecf7)',
    /** A skeleton's bone and the shine that moves over it. */
    skeleton: '#ececf0',
    skeletonShine: '#f6f6f8',
    /** The online dot on a dark or coloured surface (the hero), ringed in white. */
    onlineBright: '#7ee08a',
    /** A dark surface (the footer, a neutral toast, the offline pill); white on it 17.2:1. */
    inverse: '#1b1b1f',
    onInverse: '#ffffff',
    /** Quieter text on the inverse surface (the footer's links and small print): 10.5:1. */
    inverseTextMuted: '#c9cad0',
    /** A rule between parts of the inverse surface. */
    inverseBorder: 'rgba(255, 255, 255, 0.15)',
    /** A quiet hover on a light surface (ghost buttons, menu triggers, close buttons). */
    hoverTint: 'rgba(0, 0, 0, 0.05)',
    /** The edge of a floating card over the page. */
    hairline: 'rgba(20, 20, 30, 0.08)',
    /** Behind a modal dialog; scrimSoft behind a dialog that only waits. */
    scrim: 'rgba(20, 20, 30, 0.55)',
    scrimSoft: 'rgba(20, 20, 30, 0.35)',
    /** The edge of a warningSoft surface (the member alert, a warning toast). */
    warningBorder: '#f6d98a',
    /** The dashed edge of an empty photo slot on primarySoft. */
    primaryBorder: '#f3a6ad',
    /** The money screens' looks (issue 27). The edge of a successSoft surface (the discount banner); successDeep its heading, 9.6:1 on successSoft. */
    successBorder: '#cfe3ac',
    successDeep: '#2f4510',
    /** The premium hero: the brand's wine deepening to landerWineDeep; white on its lighter end 9.9:1, inverseLead 8.2:1. */
    premiumGradient: 'linear-gradient(135deg, #2a0a10 0%, #5b0a14 55%, #8a0610 100%)',
    premiumEnd: '#8a0610',
    /** Premium's gold: the crown and the benefits' icons on the hero (13.1:1 on its dark end), the "you are premium" pill. */
    premiumGold: '#ffd66b',
    /** Text on the gold pill: 13.1:1. */
    onPremiumGold: '#2a0a10',
    /** The hover of a dark button (the sandbox checkout's main outcome): white on it 21:1. */
    inverseHover: '#000000',
    /** The landers' looks (issue 27). A lead on the inverse surface and the landers' dark heroes: 14.2:1 on inverse. */
    inverseLead: '#e9e9ee',
    /** An error said on the inverse surface (the cookie banner's): 10.2:1. */
    inverseDanger: '#ffb4b9',
    /** A white veil on a dark surface (a badge's pill), and the track of a progress bar on it. */
    inverseVeil: 'rgba(255, 255, 255, 0.12)',
    inverseTrack: 'rgba(255, 255, 255, 0.3)',
    /** Translucent white over photos and patterns (the landers' bar, marks, tiles): text on it is text. */
    frosted: 'rgba(255, 255, 255, 0.94)',
    /** The shade at a photo's foot under white text (onInverse) such as her name. */
    photoCaption: 'linear-gradient(to top, rgba(0, 0, 0, 0.75), transparent)',
    /** The placeholder icon where a face has no photo. */
    photoPlaceholderIcon: 'rgba(80, 20, 30, 0.35)',
    /** Behind the 18+ warning: the page all but hidden until she answers. */
    scrimDense: 'rgba(20, 12, 16, 0.82)',
    /** The alonetonight lander's night sky with a red glow; its lighter end under white 16.2:1, under inverseLead 13.4:1. */
    landerNight: '#241b3d',
    landerNightSky: 'radial-gradient(circle at 80% 10%, rgba(213, 9, 24, 0.35), transparent 40%), linear-gradient(180deg, #14122b 0%, #241b3d 100%)',
    /** The transitions lander's wine (its lighter end under white 14.0:1, under inverseLead 11.6:1); landing2's backdrop. */
    landerWine: '#5b0a14',
    landerWineDeep: '#2a0a10',
    landerWineGradient: 'linear-gradient(135deg, #2a0a10 0%, #5b0a14 100%)',
    /** The video lander's cinema black, ending in inverse. */
    landerCinema: 'linear-gradient(180deg, #0f0f12 0%, #1b1b1f 100%)',
    /** The member screens' looks (issue 27). A face without a photo: initials in deep wine on a pink-to-blue wash, 9.2:1 and 9.9:1 at its ends. */
    avatarFrom: '#f6b9be',
    avatarTo: '#9fd9ec',
    avatarInitial: '#4a1015',
    /** A white veil on the brand's red hero (the face tiles, the figures' pills); heroOutline the hero's outlined button. */
    heroVeil: 'rgba(255, 255, 255, 0.16)',
    heroOutline: 'rgba(255, 255, 255, 0.6)',
    /** The hero's blue glow in the secondary's colour over the brand's gradient. */
    heroGlow: 'radial-gradient(circle at 85% 20%, rgba(30, 173, 219, 0.22), transparent 45%)',
    /** A dark pill over a photo (a locked photo's mark, the photo flags) under white text: 9.7:1 even over a white photo. */
    photoChip: 'rgba(27, 27, 31, 0.82)',
    /** A locked thumbnail's dark wash, under white text 11.2:1 at its lighter end. */
    lockedPhoto: 'linear-gradient(160deg, #3a3a46, #1b1b1f)',
    lockedPhotoLight: '#3a3a46',
    /** A switch's track when off (a non-text control part on white). */
    switchTrack: '#b9bbc2',
    /** The maplanding's board on secondarySoft: a dotted grid in the secondary's shade and a green wash. */
    landerMapGrid: 'radial-gradient(rgba(11, 111, 143, 0.18) 1px, transparent 1px), linear-gradient(160deg, rgba(118, 166, 30, 0.12), transparent 60%)',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  space: (n: number) => `${n * 8}px`,
  /** Corners: tiny for marks and bars, input for fields, control for buttons and chips, card, panel, sheet for dialogs. */
  radius: { tiny: '4px', input: '8px', control: '10px', card: '12px', panel: '16px', sheet: '20px', pill: '999px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    /** The type scale: every font size of the web layer is one of these (the design-tokens lint rule). */
    size: {
      xxs: '11px',
      xs: '12px',
      caption: '13px',
      sm: '14px',
      body: '15px',
      md: '16px',
      lead: '18px',
      lg: '20px',
      title: '22px',
      xl: '24px',
      headline: '28px',
      xxl: '32px',
      display: '40px',
      hero: '48px',
    },
  },
  layout: {
    chatListMin: '300px',
    chatListMax: '400px',
    messageAreaMax: '800px',
    toastMax: '350px',
    content: '1200px',
    /** The search's filter panel beside the results from the large breakpoint. */
    sidePanel: '280px',
  },
  shadow: {
    float: '0 8px 24px rgba(20, 20, 30, 0.12)',
    card: '0 1px 3px rgba(20, 20, 30, 0.08)',
    /** The navigation progress bar's glow in the brand's red. */
    glow: '0 0 8px rgba(213, 9, 24, 0.45)',
    /** A valid field's inner second line in success green (SPEC §5's valid styling). */
    validField: 'inset 0 0 0 1px #76a61e',
    /** The landers' signup button: a glow in the brand's red; on the brand's own band a dark one. */
    cta: '0 6px 18px rgba(213, 9, 24, 0.28)',
    ctaOnBrand: '0 6px 18px rgba(0, 0, 0, 0.2)',
    /** A card or dialog over a dark or dimmed page (the video's screen, landing2's chat, the 18+ warning, the cookie banner). */
    overlay: '0 18px 48px rgba(0, 0, 0, 0.35)',
    /** A bar pinned to the screen's foot (the profile's actions on a phone): its shade falls upwards. */
    pinnedBar: '0 -4px 16px rgba(20, 20, 30, 0.08)',
    /** A white ring round a small mark on a photo or a coloured surface (the online dot). */
    dotRing: '0 0 0 2px rgba(255, 255, 255, 0.85)',
    /** A switch's knob lifted off its track. */
    knob: '0 1px 2px rgba(0, 0, 0, 0.25)',
    /** White text over a photo without a caption's shade (the collage's names): a text-shadow. */
    textOnPhoto: '0 1px 3px rgba(0, 0, 0, 0.8)',
  },
  /** SPEC §9: the navigation progress bar shows after 200 ms; its trickle runs 5 s. Toasts above everything else. */
  signals: { progressThrottleMs: 200, progressDurationMs: 5000, zIndex: 1000 },
} as const;

export type Theme = typeof theme;

export const up = (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
