import { isIndexable, robotsDirective } from './indexable';

describe('what search engines may index', () => {
  it('is the public pages only: home, signup, login, prices, complaints and the static pages', () => {
    for (const path of ['/', '/signup', '/login', '/pricing', '/complaints', '/pages/terms', '/login?next=/chats']) expect(isIndexable(path), path).toBe(true);
    for (const path of ['/members', '/members/12', '/chats/3', '/likes', '/credits', '/transactions/HS-ABC', '/pages/', '/reset-password', '/account-deleted']) {
      expect(isIndexable(path), path).toBe(false);
    }
  });

  it('tells a visitor noindex on every other page, a member nothing, and an error page always noindex', () => {
    expect(robotsDirective('/members/12', true, false)).toBe('noindex');
    expect(robotsDirective('/members/12', false, false)).toBeUndefined();
    expect(robotsDirective('/pages/faq', true, false)).toBeUndefined();
    expect(robotsDirective('/', false, true)).toBe('noindex');
  });
});
