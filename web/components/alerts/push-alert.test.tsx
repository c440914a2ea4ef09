// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { PUSH_ALERT_DISMISSED } from '../../stores/alert-dismissals';
import type { PushCapability, PushSubscribed } from '../../stores/push-store';
import { member, testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { PushAlert } from './push-alert';

afterEach(() => {
  cleanup();
  document.cookie = `${PUSH_ALERT_DISMISSED}=; Max-Age=0; Path=/`;
  window.localStorage.clear();
});

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** The alert as the layout renders it, with this browser's push state as the push store found it. */
const show = ({ path = '/members', capable = 'capable', subscribed = false, loggedIn = true }: { path?: string; capable?: PushCapability; subscribed?: PushSubscribed; loggedIn?: boolean } = {}) => {
  const { store } = testStore({}, { user: loggedIn ? member() : null, settings: { push_public_key: KEY } });
  runInAction(() => {
    store.push.isCapable = capable;
    store.push.isSubscribed = subscribed;
  });
  return renderWithStore(<PushAlert path={path} />, store);
};

const card = () => screen.findByRole('complementary', { name: 'Mis geen bericht' });
/** The card is a chunk of its own: a shown card has arrived once it is found; a card not shown is checked after a shown one would have. */
const noCard = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('complementary')).toBeNull();
};

describe('the push alert (SPEC §4)', () => {
  it('asks a member whose browser can push and who has not turned it on, with the way to turn it on and "Niet nu"', async () => {
    show();
    await card();
    expect(screen.getByRole('button', { name: 'Meldingen aanzetten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Niet nu' })).toBeTruthy();
  });

  it.each(['/signup', '/notifications', '/directdebit', '/premium', '/activate/done'])('is not shown on %s', async (path) => {
    show({ path });
    await noCard();
  });

  it('is not shown to a visitor, in a browser that cannot push, once she turned push on, or once she refused it', async () => {
    show({ loggedIn: false });
    await noCard();
    cleanup();
    show({ capable: 'unsupported' });
    await noCard();
    cleanup();
    show({ subscribed: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: KEY, auth: 'tBHItJI5svbpez7KI4CCXg' } } });
    await noCard();
    cleanup();
    show({ subscribed: 'denied' });
    await noCard();
  });

  it('"Niet nu" closes it and it stays closed: the dismissal is kept as a timestamp', async () => {
    show();
    await card();
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Niet nu' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(Number(window.localStorage.getItem(PUSH_ALERT_DISMISSED))).toBeGreaterThanOrEqual(before);
    cleanup();
    show();
    await noCard();
  });
});
