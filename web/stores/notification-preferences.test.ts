import type { ApiEmailSettings } from '../../bff/contract/notification-requests';
import { DEFAULT_EMAIL_PREFERENCES } from '../../domain/notifications/email-preferences';
import type { Api } from '../api/endpoints';
import { NotificationPreferences } from './notification-preferences';

const settings = (change: Partial<ApiEmailSettings> = {}): ApiEmailSettings => ({ preferences: DEFAULT_EMAIL_PREFERENCES, notifications_disabled: [], ...change });
type Save = Api['saveEmailSettings'];

/** A server that answers each save when told to, as the bff would have saved it. */
function server() {
  let stored = { ...DEFAULT_EMAIL_PREFERENCES } as Record<string, boolean>;
  let disabled: string[] = [];
  const pending: (() => void)[] = [];
  const save: Save = (request) =>
    new Promise((resolve) => {
      pending.push(() => {
        stored = { ...stored, ...(request.preferences as Record<string, boolean> | undefined) };
        if (request.enable_mail) disabled = disabled.filter((reason) => reason === 'bounce');
        resolve({ ok: true, data: { notifications: { preferences: stored as ApiEmailSettings['preferences'], notifications_disabled: disabled as ApiEmailSettings['notifications_disabled'] } } } as Awaited<ReturnType<Save>>);
      });
    });
  return {
    save,
    answerNext: () => pending.shift()!(),
    disable: (...reasons: string[]) => (disabled = reasons),
  };
}

describe('the e-mail preferences on /notifications', () => {
  it('shows a switch flipped at once, busy until saved, and says it was saved', async () => {
    const bff = server();
    const store = new NotificationPreferences({ saveEmailSettings: bff.save }, settings());
    const saving = store.set('like', false);
    expect(store.preferences.like).toBe(false);
    expect(store.saving.has('like')).toBe(true);
    bff.answerNext();
    expect(await saving).toBe(true);
    expect(store.saving.size).toBe(0);
    expect(store.problem).toBeNull();
  });

  it('puts a switch back and keeps the problem when the server did not save it', async () => {
    const store = new NotificationPreferences({ saveEmailSettings: async () => ({ ok: false, status: 400, error: { error: 'invalid_input', field: 'preferences' } }) as Awaited<ReturnType<Save>> }, settings());
    expect(await store.set('promotions', true)).toBe(false);
    expect(store.preferences.promotions).toBe(false);
    expect(store.problem).toMatchObject({ code: 'invalid_input', action: 'saveEmailSettings' });
  });

  it('says nothing went wrong when no answer came, and puts the switch back', async () => {
    const store = new NotificationPreferences({ saveEmailSettings: () => Promise.reject(new Error('offline')) }, settings());
    expect(await store.set('news', true)).toBe(false);
    expect(store.preferences.news).toBe(false);
    expect(store.problem).toMatchObject({ code: 'no_answer' });
  });

  it('keeps two switches flipped quickly one after the other, whatever order the answers come in', async () => {
    const bff = server();
    const store = new NotificationPreferences({ saveEmailSettings: bff.save }, settings());
    const first = store.set('like', false);
    const second = store.set('news', true);
    bff.answerNext();
    await first;
    expect(store.preferences).toMatchObject({ like: false, news: true });
    bff.answerNext();
    await second;
    expect(store.preferences).toMatchObject({ like: false, news: true });
  });

  it('turns her mail back on, but a bounce stays and says so', async () => {
    const bff = server();
    bff.disable('unsubscribe', 'bounce');
    const store = new NotificationPreferences({ saveEmailSettings: bff.save }, settings({ notifications_disabled: ['bounce', 'unsubscribe'] }));
    expect(store.mailStopped).toBe(true);
    expect(store.onlyBounce).toBe(false);
    const on = store.turnMailOn();
    expect(store.turningOn).toBe(true);
    bff.answerNext();
    expect(await on).toBe(true);
    expect(store.disabled).toEqual(['bounce']);
    expect(store.onlyBounce).toBe(true);
    expect(store.turningOn).toBe(false);
  });
});
