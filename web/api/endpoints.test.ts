import { ENDPOINTS, type EndpointName } from '../../bff/contract/endpoints';
import { PHOTO_FIELD } from '../../bff/contract/profile-media-requests';
import { ApiClient } from './client';
import { apiOn, type Api } from './endpoints';
import { fakeFetch, type Reply } from '../../test/support/web/fake-fetch';

function apiWith(routes: Readonly<Record<string, Reply | readonly Reply[]>> = {}) {
  const server = fakeFetch(routes);
  let keys = 0;
  const client = new ApiClient({ fetch: server.fetch, sleep: async () => {}, random: () => 0, onAuthenticationLost: () => {} });
  return { api: apiOn(client, () => `action-key-${String(++keys).padStart(8, '0')}`), server };
}

type Sent = { readonly method: string; readonly path: string; readonly query?: Record<string, string>; readonly body?: unknown };

/** Each call of the contract, with a request, and what the bff route must receive (bff/api/*-routes.ts). */
const CALLS: { readonly [N in EndpointName]: (api: Api) => [Promise<unknown>, Sent] } = {
  currentUser: (api) => [api.currentUser(), { method: 'GET', path: '/api/user.php' }],
  logIn: (api) => [api.logIn({ email: 'a@b.nl', password: 'geheim' }), { method: 'POST', path: '/api/user.php', body: { email: 'a@b.nl', password: 'geheim' } }],
  logOut: (api) => [api.logOut(), { method: 'GET', path: '/api/logout.php' }],
  signUp: (api) => {
    const form = { email: 'a@b.nl', name: 'An', password: 'lang genoeg', date_of_birth: '1990-03-14', gender: 'female', sexuality: 'hetero', country: 'NL' } as const;
    return [api.signUp(form), { method: 'POST', path: '/api/signup.php', body: form }];
  },
  activate: (api) => [api.activate({ token: 't1' }), { method: 'POST', path: '/api/activate.php', body: { token: 't1' } }],
  resendActivation: (api) => [api.resendActivation(), { method: 'POST', path: '/api/activation-mail.php' }],
  requestPasswordReset: (api) => [api.requestPasswordReset({ email: 'a@b.nl' }), { method: 'POST', path: '/api/password-reset.php', body: { email: 'a@b.nl' } }],
  resetPassword: (api) => {
    const body = { token: 't2', password: 'nieuw wachtwoord', password_confirmation: 'nieuw wachtwoord' };
    return [api.resetPassword(body), { method: 'POST', path: '/api/password-reset-do.php', body }];
  },
  changePassword: (api) => {
    const body = { current_password: 'oud', password: 'nieuw wachtwoord' };
    return [api.changePassword(body), { method: 'PUT', path: '/api/password.php', body }];
  },
  requestEmailChange: (api) => [api.requestEmailChange({ email: 'c@d.nl', password: 'p' }), { method: 'POST', path: '/api/mail-change.php', body: { email: 'c@d.nl', password: 'p' } }],
  confirmEmailChange: (api) => [api.confirmEmailChange({ token: 't3' }), { method: 'POST', path: '/api/mail-change-do.php', body: { token: 't3' } }],
  saveUserSettings: (api) => [api.saveUserSettings({ language: 'en' }), { method: 'PUT', path: '/api/user.php', body: { language: 'en' } }],
  savePushSubscription: (api) => [
    api.savePushSubscription({ subscription: 'denied' }),
    { method: 'POST', path: '/api/user.php', query: { push: '1' }, body: { subscription: 'denied' } },
  ],
  chooseConsent: (api) => [api.chooseConsent({ choice: 'refused', arrival: '?sub=x' }), { method: 'POST', path: '/api/consent.php', body: { choice: 'refused', arrival: '?sub=x' } }],
  pageHidden: (api) => [api.pageHidden({}), { method: 'POST', path: '/api/page-hidden.php', body: {} }],
  saveProfileDetails: (api) => [api.saveProfileDetails({ about: 'Hoi' }), { method: 'PUT', path: '/api/profile.php', body: { about: 'Hoi' } }],
  uploadPhoto: (api) => [api.uploadPhoto({ photo: new Blob(['x'], { type: 'image/png' }) }), { method: 'POST', path: '/api/photo.php' }],
  photos: (api) => [api.photos(), { method: 'GET', path: '/api/photos.php' }],
  arrangePhotos: (api) => [api.arrangePhotos({ order: [3, 1] }), { method: 'PUT', path: '/api/photos.php', body: { order: [3, 1] } }],
  changePhoto: (api) => [api.changePhoto({ id: 3, private: true }), { method: 'PUT', path: '/api/photo.php', body: { id: 3, private: true } }],
  deletePhoto: (api) => [api.deletePhoto({ id: 3 }), { method: 'DELETE', path: '/api/photo.php', query: { id: '3' } }],
  locate: (api) => [api.locate({ lat: '52.37000', lon: '4.89000' }), { method: 'GET', path: '/api/geocode.php', query: { lat: '52.37000', lon: '4.89000' } }],
  regions: (api) => [api.regions(), { method: 'GET', path: '/api/regions.php' }],
  interests: (api) => [api.interests(), { method: 'GET', path: '/api/interests.php' }],
  companyInfo: (api) => [api.companyInfo(), { method: 'GET', path: '/api/companyinfo.php' }],
  setInvisible: (api) => [api.setInvisible({ invisible: true }), { method: 'PUT', path: '/api/invisible.php', body: { invisible: true } }],
  emailSettings: (api) => [api.emailSettings(), { method: 'GET', path: '/api/notifications.php' }],
  saveEmailSettings: (api) => [
    api.saveEmailSettings({ preferences: { like: false } }),
    { method: 'PUT', path: '/api/notifications.php', body: { preferences: { like: false } } },
  ],
  blockedMembers: (api) => [api.blockedMembers(), { method: 'GET', path: '/api/blocks.php' }],
  block: (api) => [api.block({ profile_id: 7 }), { method: 'POST', path: '/api/block.php', body: { profile_id: 7 } }],
  unblock: (api) => [api.unblock({ profile_id: 7 }), { method: 'DELETE', path: '/api/block.php', query: { profile_id: '7' } }],
  deleteAccount: (api) => [
    api.deleteAccount({ password: 'p', reason: 'other' }),
    { method: 'POST', path: '/api/delete-account.php', body: { password: 'p', reason: 'other' } },
  ],
  requestReactivation: (api) => [api.requestReactivation({ email: 'a@b.nl' }), { method: 'POST', path: '/api/reactivate.php', body: { email: 'a@b.nl' } }],
  reactivate: (api) => [api.reactivate({ token: 't4' }), { method: 'POST', path: '/api/reactivate-do.php', body: { token: 't4' } }],
  chats: (api) => [api.chats(), { method: 'GET', path: '/api/chats.php' }],
  sendChatPhoto: (api) => [api.sendChatPhoto({ conversation_id: '4', photo: new Blob(['x'], { type: 'image/png' }) }), { method: 'POST', path: '/api/chat-photo.php' }],
  gifs: (api) => [api.gifs({ q: 'hoi' }), { method: 'GET', path: '/api/gifs.php', query: { q: 'hoi' } }],
  markRead: (api) => [api.markRead({ conversation_id: 4 }), { method: 'POST', path: '/api/read.php', body: { conversation_id: 4 } }],
  removeChat: (api) => [api.removeChat({ conversation_id: 4 }), { method: 'DELETE', path: '/api/chat.php', query: { conversation_id: '4' } }],
  conversation: (api) => [api.conversation({ conversation_id: 3 }), { method: 'GET', path: '/api/messages.php', query: { conversation_id: '3' } }],
  openChat: (api) => [api.openChat({ profile_id: 7 }), { method: 'POST', path: '/api/chat.php', body: { profile_id: 7 } }],
  sendMessage: (api) => [
    api.sendMessage({ conversation_id: 3, text: 'Hoi' }),
    { method: 'POST', path: '/api/messages.php', body: { conversation_id: 3, text: 'Hoi' } },
  ],
  likes: (api) => [api.likes(), { method: 'GET', path: '/api/likes.php' }],
  like: (api) => [api.like({ profile_id: 7, via: 'swipe' }), { method: 'POST', path: '/api/like.php', body: { profile_id: 7, via: 'swipe' } }],
  unlike: (api) => [api.unlike({ profile_id: 7 }), { method: 'DELETE', path: '/api/like.php', query: { profile_id: '7' } }],
  autoLike: (api) => [api.autoLike({ profile_id: 7 }), { method: 'GET', path: '/api/auto-like.php', query: { profile_id: '7' } }],
  swipeGame: (api) => [api.swipeGame(), { method: 'GET', path: '/api/swipe.php' }],
  matchFinder: (api) => [
    api.matchFinder({ gender: 'male', min_age: 30, max_age: 40, country: 'NL', countryregion: 'Utrecht', reason: 'Vriendschap' }),
    { method: 'GET', path: '/api/match-finder.php', query: { gender: 'male', min_age: '30', max_age: '40', country: 'NL', countryregion: 'Utrecht', reason: 'Vriendschap' } },
  ],
  report: (api) => [
    api.report({ profile_id: 7, reason: 'scam', text: 'Geld' }),
    { method: 'POST', path: '/api/report.php', body: { profile_id: 7, reason: 'scam', text: 'Geld' } },
  ],
  complaint: (api) => [
    api.complaint({ category: 'billing', description: 'Twee keer afgeschreven', email: 'a@example.nl' }),
    { method: 'POST', path: '/api/complaint.php', body: { category: 'billing', description: 'Twee keer afgeschreven', email: 'a@example.nl' } },
  ],
  pass: (api) => [api.pass({ profile_id: 7 }), { method: 'POST', path: '/api/swipe-pass.php', body: { profile_id: 7 } }],
  undoPass: (api) => [api.undoPass({ profile_id: 7 }), { method: 'POST', path: '/api/swipe-undo.php', body: { profile_id: 7 } }],
  visitors: (api) => [api.visitors(), { method: 'GET', path: '/api/visitors.php' }],
  creditOffer: (api) => [api.creditOffer(), { method: 'GET', path: '/api/credits.php' }],
  checkout: (api) => {
    const body = { bundle_id: 2, method: 'ideal', discount_code: 'TIMEBONUS25', consent: true } as const;
    return [api.checkout(body), { method: 'POST', path: '/api/checkout.php', body }];
  },
  repeatOrder: (api) => [api.repeatOrder({ consent: true }), { method: 'POST', path: '/api/repeat-order.php', body: { consent: true } }],
  payment: (api) => [api.payment({ payment_id: 'HS-ABC123' }), { method: 'GET', path: '/api/payment.php', query: { payment_id: 'HS-ABC123' } }],
  transactions: (api) => [api.transactions(), { method: 'GET', path: '/api/transactions.php' }],
  sandboxCheckout: (api) => [api.sandboxCheckout({ ref: 'sbx_abcdefgh' }), { method: 'GET', path: '/api/sandbox-checkout.php', query: { ref: 'sbx_abcdefgh' } }],
  sandboxOutcome: (api) => {
    const body = { ref: 'sbx_abcdefgh', outcome: 'paid' } as const;
    return [api.sandboxOutcome(body), { method: 'POST', path: '/api/sandbox-checkout.php', body }];
  },
  discountCode: (api) => [api.discountCode({ welcome: 'true' }), { method: 'GET', path: '/api/discountcode.php', query: { welcome: 'true' } }],
  directDebitCode: (api) => [api.directDebitCode({ mobile: '06-12345678' }), { method: 'POST', path: '/api/directdebit-code.php', body: { mobile: '06-12345678' } }],
  unsubscribeLink: (api) => [api.unsubscribeLink({ token: '7.like.abcdefghijklmnopqrstuvwxyz' }), { method: 'GET', path: '/api/unsubscribe.php', query: { token: '7.like.abcdefghijklmnopqrstuvwxyz' } }],
  unsubscribe: (api) => [
    api.unsubscribe({ token: '7.like.abcdefghijklmnopqrstuvwxyz', 'List-Unsubscribe': 'One-Click' }),
    { method: 'POST', path: '/api/unsubscribe.php', body: { token: '7.like.abcdefghijklmnopqrstuvwxyz', 'List-Unsubscribe': 'One-Click' } },
  ],
  directDebit: (api) => {
    const body = {
      bundle_id: 2, account_holder: 'A. de Vries', iban: 'NL91 ABNA 0417 1643 00', street: 'Kerkstraat', house_number: '12a',
      postcode: '1017 GC', city: 'Amsterdam', mobile: '06-12345678', sms_code: '123456', consent: true,
    } as const;
    return [api.directDebit(body), { method: 'POST', path: '/api/directdebit.php', body }];
  },
};

describe('the endpoint module', () => {
  it('sends every call of the contract with the method, path, query and body its bff route reads', async () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [name, make] of Object.entries(CALLS)) {
      const { api, server } = apiWith();
      const [done, sent] = make(api);
      await done;
      const call = server.calls[0]!;
      expect({ method: call.method, path: call.path }, name).toEqual({ method: sent.method, path: sent.path });
      expect(call.query, name).toEqual(sent.query ?? {});
      if (name !== 'uploadPhoto' && name !== 'sendChatPhoto') expect(call.body, name).toEqual(sent.body);
      expect(call.headers['Content-Type'], name).toBe(sent.body === undefined ? undefined : 'application/json');
    }
  });

  it('sends the page-hidden beacon so that it outlives a page being hidden or closed, and no other call', async () => {
    const { api, server } = apiWith({ 'POST /api/page-hidden.php': { status: 200 }, 'GET /api/user.php': { status: 200, body: {} } });
    await api.pageHidden({});
    await api.currentUser();
    expect(server.calls.map((call) => [call.path, call.keepalive])).toEqual([
      ['/api/page-hidden.php', true],
      ['/api/user.php', false],
    ]);
  });

  it('gives each member action that spends or sends a key of its own, the same on every retry of it', async () => {
    const { api, server } = apiWith({ 'POST /api/messages.php': [{ status: 502 }, { status: 201, body: { message: { id: 1 }, credits: 30 } }] });

    await api.sendMessage({ conversation_id: 3, text: 'Hoi' });
    await api.sendMessage({ conversation_id: 3, text: 'Nog een' });
    await api.logIn({ email: 'a@b.nl', password: 'p' });

    const keys = server.calls.map((call) => call.headers['Idempotency-Key']);
    expect(keys).toEqual(['action-key-00000001', 'action-key-00000001', 'action-key-00000002', undefined]);
    const keyed = Object.entries(ENDPOINTS).filter(([, spec]) => 'idempotent' in spec && spec.idempotent);
    expect(keyed.map(([name]) => name).sort()).toEqual(['checkout', 'directDebit', 'directDebitCode', 'openChat', 'repeatOrder', 'resendActivation', 'sendChatPhoto', 'sendMessage', 'uploadPhoto']);
  });

  it('sends a member action tried again by her with the key its caller kept, and other calls as before', async () => {
    const { api, server } = apiWith({ 'POST /api/messages.php': { status: 201, body: { message: { id: 1 }, credits: 30 } }, 'POST /api/user.php': { status: 200, body: {} } });

    await api.sendMessage({ conversation_id: 3, text: 'Hoi' }, { idempotencyKey: 'kept-key-of-her-first-try' });
    await api.sendMessage({ conversation_id: 3, text: 'Hoi' });
    await api.logIn({ email: 'a@b.nl', password: 'p' }, { idempotencyKey: 'kept-key-of-her-first-try' });

    expect(server.calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['kept-key-of-her-first-try', 'action-key-00000001', undefined]);
  });

  it('uploads a photo as multipart/form-data in the field the bff reads, and may retry it with its key', async () => {
    const { api, server } = apiWith({ 'POST /api/photo.php': [new TypeError('network down'), { status: 201, body: { photo: { id: 9 }, user: {} } }] });
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

    expect(await api.uploadPhoto({ photo })).toMatchObject({ ok: true, status: 201, data: { photo: { id: 9 } } });

    expect(server.calls).toHaveLength(2);
    const body = server.calls[1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(await (body.get(PHOTO_FIELD) as Blob).text()).toBe('jpeg bytes');
    expect(server.calls[1]!.headers['Idempotency-Key']).toBe(server.calls[0]!.headers['Idempotency-Key']);
  });
});
