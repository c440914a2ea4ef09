import { staticPageForToken } from './static-pages';

describe('staticPageForToken', () => {
  const paths = { 'algemene-voorwaarden': 'terms', privacybeleid: 'privacy', oud: 'pricing' };

  it('names the static page a configured token points at, whatever its case', () => {
    expect(staticPageForToken('algemene-voorwaarden', paths)).toBe('terms');
    expect(staticPageForToken('Privacybeleid', paths)).toBe('privacy');
  });

  it('names nothing for a token that is not configured, or that points at no static page', () => {
    expect(staticPageForToken('voorwaarden', paths)).toBeUndefined();
    expect(staticPageForToken('oud', paths)).toBeUndefined();
    expect(staticPageForToken('', paths)).toBeUndefined();
  });

  it('never reads inherited keys as tokens', () => {
    expect(staticPageForToken('constructor', paths)).toBeUndefined();
    expect(staticPageForToken('__proto__', paths)).toBeUndefined();
  });
});
