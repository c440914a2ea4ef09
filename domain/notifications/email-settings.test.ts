import { InMemoryEmailPreferences } from '../../adapters/memory/in-memory-email-preferences';
import { InMemoryStore, type StoredMember } from '../../adapters/memory/in-memory-store';
import { memberId } from '../shared/ids';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import { ChangeEmailSettings, ReadEmailSettings } from './email-settings';

const ANNA = memberId(1);
const BRAM = memberId(2);

function setUp() {
  const store = new InMemoryStore();
  for (const id of [ANNA, BRAM]) store.data.members.set(id, { id, notificationsDisabled: [] } as Partial<StoredMember> as StoredMember);
  const preferences = new InMemoryEmailPreferences(store);
  return { preferences, read: new ReadEmailSettings({ preferences }), change: new ChangeEmailSettings({ preferences }) };
}

describe('her e-mail settings', () => {
  it('are the defaults until she changes one, and then only that one changes, for her alone', async () => {
    const { read, change } = setUp();
    expect(await read.run(ANNA)).toEqual({ preferences: DEFAULT_EMAIL_PREFERENCES, notificationsDisabled: [] });
    expect((await change.run(ANNA, { preferences: { like: false } })).preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false });
    expect((await read.run(BRAM)).preferences).toEqual(DEFAULT_EMAIL_PREFERENCES);
  });

  it('turning mail back on undoes a complaint and an unsubscribe but keeps a bounce', async () => {
    const { preferences, change } = setUp();
    await preferences.disableNotifications(ANNA, 'fbl');
    await preferences.disableNotifications(ANNA, 'unsubscribe');
    expect((await change.run(ANNA, { turnMailOn: true })).notificationsDisabled).toEqual([]);

    await preferences.disableNotifications(ANNA, 'bounce');
    await preferences.disableNotifications(ANNA, 'unsubscribe');
    expect((await change.run(ANNA, { turnMailOn: true })).notificationsDisabled).toEqual(['bounce']);
  });

  it('knows no member that does not exist', async () => {
    const { read, change } = setUp();
    await expect(read.run(memberId(9))).rejects.toMatchObject({ code: 'not_found' });
    await expect(change.run(memberId(9), { preferences: { like: false } })).rejects.toMatchObject({ code: 'not_found' });
  });
});
