import { describe, expect, it } from 'vitest';
import { AA, contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { theme } from './theme';

type Colour = keyof typeof theme.colors;
const colours = theme.colors as Record<Colour, string>;

/** Every `on<Surface>` token with the surface its name gives (onUnread on unread). */
const onPairs = (Object.keys(colours) as Colour[])
  .filter((name) => /^on[A-Z]/.test(name))
  .map((text) => ({ text, background: `${text[2]!.toLowerCase()}${text.slice(3)}` as Colour, kind: 'text' as const }));
const declared = [...onPairs, ...CONTRAST_PAIRS];

/** The ratios written beside the tokens in theme.ts, to one decimal (WCAG 2.x). */
const WRITTEN: readonly [Colour, Colour, number][] = [
  ['onPrimary', 'primary', 5.4],
  ['onPrimarySoft', 'primarySoft', 8.5],
  ['onSecondary', 'secondary', 6.6],
  ['onSecondarySoft', 'secondarySoft', 8.5],
  ['onSuccess', 'success', 5.9],
  ['onSuccessSoft', 'successSoft', 5.6],
  ['onWarning', 'warning', 5.0],
  ['onWarningSoft', 'warningSoft', 8.4],
  ['onDanger', 'danger', 6.5],
  ['onUnread', 'unread', 6.6],
  ['onNeutralSoft', 'neutralSoft', 5.6],
  ['onInverse', 'inverse', 17.2],
  ['inverseTextMuted', 'inverse', 10.5],
  ['inverseLead', 'inverse', 14.2],
  ['inverseDanger', 'inverse', 10.2],
  ['onInverse', 'landerNight', 16.2],
  ['inverseLead', 'landerNight', 13.4],
  ['onInverse', 'landerWine', 14.0],
  ['inverseLead', 'landerWine', 11.6],
  ['avatarInitial', 'avatarFrom', 9.2],
  ['avatarInitial', 'avatarTo', 9.9],
  ['onInverse', 'lockedPhotoLight', 11.2],
  ['text', 'surface', 17.2],
  ['text', 'background', 15.9],
  ['textMuted', 'surface', 6.4],
  ['textMuted', 'background', 5.9],
  ['primary', 'surface', 5.4],
  ['primary', 'background', 5.0],
  ['primary', 'primarySoft', 4.6],
  ['onPrimary', 'primaryHover', 7.3],
  ['onPrimary', 'primaryDeep', 8.4],
  ['secondaryStrong', 'surface', 5.7],
  ['secondaryStrong', 'background', 5.3],
  ['secondaryStrong', 'secondarySoft', 5.1],
  ['successStrong', 'surface', 6.2],
  ['warning', 'surface', 5.0],
  ['danger', 'surface', 6.5],
  ['surface', 'textMuted', 6.4],
  ['successDeep', 'successSoft', 9.6],
  ['onInverse', 'premiumEnd', 9.9],
  ['inverseLead', 'premiumEnd', 8.2],
  ['premiumGold', 'landerWineDeep', 13.1],
  ['premiumGold', 'premiumEnd', 7.1],
  ['onPremiumGold', 'premiumGold', 13.1],
  ['onInverse', 'inverseHover', 21],
  ['focus', 'surface', 4.5],
  ['focus', 'background', 4.2],
];

describe('the theme’s colours', () => {
  it('are SPEC §9’s: primary #d50918, secondary and unread #1eaddb, success #76a61e', () => {
    expect([theme.colors.primary, theme.colors.secondary, theme.colors.unread, theme.colors.success]).toEqual(['#d50918', '#1eaddb', '#1eaddb', '#76a61e']);
  });

  it('compute contrast as WCAG does: black on white 21:1, a colour on itself 1:1, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1eaddb', '#1eaddb')).toBe(1);
    expect(contrastRatio('#ffffff', '#1eaddb')).toBeCloseTo(2.61, 2);
    expect(contrastRatio('#1eaddb', '#ffffff')).toBe(contrastRatio('#ffffff', '#1eaddb'));
  });

  it('give every surface token its text token, and every declared text/background pair meets WCAG AA', () => {
    for (const pair of onPairs) expect(colours[pair.background], `${pair.text} names a surface`).toMatch(/^#[0-9a-f]{6}$/);
    const failing = declared
      .map((pair) => ({ ...pair, ratio: contrastRatio(colours[pair.text], colours[pair.background]) }))
      .filter((pair) => pair.ratio < AA[pair.kind])
      .map((pair) => `${pair.text} on ${pair.background}: ${pair.ratio.toFixed(2)}:1 < ${AA[pair.kind]}:1`);
    expect(failing).toEqual([]);
  });

  it('have the ratios the comments beside the tokens give, for every declared pair', () => {
    expect(WRITTEN.map(([text, background]) => `${text}/${background}`).sort()).toEqual(declared.map((pair) => `${pair.text}/${pair.background}`).sort());
    for (const [text, background, ratio] of WRITTEN) expect(Number(contrastRatio(colours[text], colours[background]).toFixed(1)), `${text} on ${background}`).toBe(ratio);
  });
});
