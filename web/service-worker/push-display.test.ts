import { NOTIFICATION_BADGE, NOTIFICATION_ICON, notificationFor, sitePath, windowToFocus, worthShowing } from './push-display';

describe('a web push as the worker shows it (issue 23, contract 3)', () => {
  it('shows title and body with the icons, collapses repeats by tag, and sets the badge', () => {
    const shown = notificationFor({ title: 'Nieuw bericht van Lisa', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 5 });
    expect(shown).toEqual({
      title: 'Nieuw bericht van Lisa',
      options: { body: 'Hoi!', icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, tag: 'chat-12', renotify: true, data: { url: '/chats/12' } },
      appBadge: 5,
    });
    expect(NOTIFICATION_ICON).toBe('/icons/icon-192.png');
    expect(NOTIFICATION_BADGE).toBe('/icons/badge-72.png');
  });

  it('shows something sensible for a payload that is not as agreed, and never opens another site', () => {
    const bare = notificationFor('plain text');
    expect(bare.title).toBe('Hartslag');
    expect(bare.options.body).toBe('plain text');
    expect(bare.options.renotify).toBe(false);
    expect('tag' in bare.options).toBe(false);
    expect(bare.appBadge).toBeNull();
    expect(notificationFor({ title: 'x', badge: -1 }).appBadge).toBeNull();
    expect(notificationFor({ title: 'x', badge: 0 }).appBadge).toBe(0);
    expect(notificationFor(null).options.data.url).toBe('/');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 42]) expect(sitePath(url)).toBe('/');
    expect(sitePath('/likes')).toBe('/likes');
  });

  it('brings forward the tab that shows the page, else a focused or visible one of the site, else any of it', () => {
    const origin = 'https://hartslag.example';
    const tab = (url: string, extra: Partial<{ focused: boolean; visibilityState: string }> = {}) => ({ url, focused: false, visibilityState: 'hidden', ...extra });
    const chat = tab(`${origin}/chats/12`);
    const visible = tab(`${origin}/members`, { visibilityState: 'visible' });
    const other = tab('https://elders.example/chats/12', { focused: true });
    expect(windowToFocus([visible, chat, other], origin, '/chats/12')).toBe(chat);
    expect(windowToFocus([tab(`${origin}/likes`), visible, other], origin, '/chats/12')).toBe(visible);
    expect(windowToFocus([other], origin, '/chats/12')).toBeUndefined();
  });

  it('shows nothing when she is looking at that very page in a focused window', () => {
    const origin = 'https://hartslag.example';
    const looking = { url: `${origin}/chats/12`, focused: true, visibilityState: 'visible' };
    expect(worthShowing([looking], origin, '/chats/12')).toBe(false);
    expect(worthShowing([looking], origin, '/chats/13')).toBe(true);
    expect(worthShowing([{ ...looking, focused: false }], origin, '/chats/12')).toBe(true);
    expect(worthShowing([{ ...looking, visibilityState: 'hidden' }], origin, '/chats/12')).toBe(true);
    expect(worthShowing([], origin, '/chats/12')).toBe(true);
  });
});
