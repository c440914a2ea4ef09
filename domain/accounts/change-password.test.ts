import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

const SITE = { domain: 'hartslag.example' };

let world: InMemoryWorld;
let security: InMemoryWorld;
let anna: MemberId;

beforeEach(async () => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  security = world;
  anna = await world.addMember({ email: 'anna@example.nl', password: 'zonnebloemveld' });
});

describe('changing the password', () => {
  it('sets the new password, keeps this session and ends every other one', async () => {
    const here = await world.sessionStarter.start(anna);
    const phone = await world.sessionStarter.start(anna);

    await security.changePassword.run({ memberId: anna, sessionToken: here.token, currentPassword: 'zonnebloemveld', password: 'tulpen in de wind', site: SITE });

    expect(await world.sessionStarter.memberFor(here.token)).toBe(anna);
    expect(await world.sessionStarter.memberFor(phone.token)).toBeUndefined();
    expect(await world.hasher.verify(world.store.member(anna)!.passwordHash, 'tulpen in de wind')).toBe(true);
  });

  it('mails the member that her password changed, with a link to choose a new one if it was not her', async () => {
    const here = await world.sessionStarter.start(anna);

    await security.changePassword.run({ memberId: anna, sessionToken: here.token, currentPassword: 'zonnebloemveld', password: 'tulpen in de wind', site: SITE });

    expect(security.mailer.sent).toEqual([
      expect.objectContaining({ to: world.store.member(anna)!.email, template: 'password_changed', domain: 'hartslag.example', link: 'https://hartslag.example/reset-password' }),
    ]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const here = await world.sessionStarter.start(anna);
    const phone = await world.sessionStarter.start(anna);

    await expect(
      security.changePassword.run({ memberId: anna, sessionToken: here.token, currentPassword: 'zonnebloem', password: 'tulpen in de wind', site: SITE }),
    ).rejects.toMatchObject({ code: 'wrong_password', field: 'current_password' });
    expect(security.mailer.sent).toEqual([]);
    expect(await world.sessionStarter.memberFor(phone.token)).toBe(anna);
    expect(await world.hasher.verify(world.store.member(anna)!.passwordHash, 'zonnebloemveld')).toBe(true);
  });

  it('holds the new password to the password rules', async () => {
    await expect(
      security.changePassword.run({ memberId: anna, sessionToken: 'x', currentPassword: 'zonnebloemveld', password: '1234567', site: SITE }),
    ).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_short' });
  });
});
