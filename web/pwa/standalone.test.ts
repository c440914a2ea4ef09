import { THEME_COLOUR } from '../../bff/contract/web-manifest';
import { theme } from '../theme/theme';
import { backTarget, canGoBackInApp, isStandalone } from './standalone';

const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList;

describe('the installed app’s window (SPEC §2: its profile shows a back button)', () => {
  it('knows it runs standalone from the display mode, or from Safari’s navigator.standalone', () => {
    expect(isStandalone({ matchMedia: media(true), navigator: {} as Navigator })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: {} as Navigator })).toBe(false);
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: true } as unknown as Navigator })).toBe(true);
  });

  it('goes back in its history when an earlier page of the site is in it, else to the fallback page', () => {
    expect(canGoBackInApp({ history: { length: 3 }, navigation: { canGoBack: false } })).toBe(false);
    expect(canGoBackInApp({ history: { length: 1 }, navigation: { canGoBack: true } })).toBe(true);
    expect(canGoBackInApp({ history: { length: 2 } })).toBe(true);
    expect(backTarget(true, '/members')).toEqual({ kind: 'history' });
    expect(backTarget(false, '/members?gender=female')).toEqual({ kind: 'page', href: '/members?gender=female' });
  });

  it('paints its window in the theme’s primary colour', () => {
    expect(THEME_COLOUR).toBe(theme.colors.primary);
  });
});
