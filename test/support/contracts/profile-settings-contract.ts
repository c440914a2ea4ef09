import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { MAX_PUSH_DEVICES } from '../../../domain/profiles/settings-ports';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

/** What every ProfileSettings adapter does (domain/profiles/settings-ports.ts). */
export function profileSettingsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const nobody = memberId(987_654);

  it('stores her language on her account', async () => {
    const anna = await addMember(world());
    await world().profileSettings.setLanguage(anna, 'en');
    expect((await world().members.findAccount(anna))?.language).toBe('en');
  });

  it('stores her place on her profile', async () => {
    const anna = await addMember(world());
    await world().profileSettings.setLocation(anna, { country: 'BE', region: 'Antwerpen', city: 'Mechelen' });
    expect((await world().members.findById(anna))?.profile).toMatchObject({ country: 'BE', region: 'Antwerpen', city: 'Mechelen' });
  });

  it('changes the details named and keeps the others', async () => {
    const anna = await addMember(world(), { name: 'Anna' });
    await world().profileSettings.setDetails(anna, { about: 'Wandelen en koffie', interests: ['koken', 'reizen'], hair_colour: 'blond' });
    await world().profileSettings.setDetails(anna, { name: 'Anna B.', interests: ['reizen'] });
    await world().profileSettings.setDetails(anna, {});
    expect((await world().members.findById(anna))?.profile).toMatchObject({
      name: 'Anna B.',
      about: 'Wandelen en koffie',
      hairColour: 'blond',
      eyeColour: '',
      interests: ['reizen'],
    });
  });

  it('changes no one else, and nothing for an unknown member', async () => {
    const anna = await addMember(world(), { name: 'Anna' });
    await world().profileSettings.setLanguage(nobody, 'en');
    await world().profileSettings.setLocation(nobody, { country: 'BE', region: 'Antwerpen', city: 'Mechelen' });
    await world().profileSettings.setDetails(nobody, { name: 'Niemand' });
    expect(await world().members.findById(anna)).toMatchObject({ language: 'nl', profile: { name: 'Anna', country: 'NL' } });
  });

  it('keeps her newest push subscription, or her no', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toBeUndefined();
    const subscribed = { state: 'subscribed', endpoint: 'https://push.example/abc', p256dh: 'p256dh-key', auth: 'auth-key' } as const;
    await world().profileSettings.savePushSubscription(anna, subscribed, CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual(subscribed);
    await world().profileSettings.savePushSubscription(anna, { state: 'denied' }, CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual({ state: 'denied' });
    expect(await world().profileSettings.pushSubscriptionOf(bram)).toBeUndefined();
  });

  it('removes a push subscription the push service no longer knows, only while it is still that endpoint', async () => {
    const anna = await addMember(world());
    const gone = { state: 'subscribed', endpoint: 'https://push.example/gone', p256dh: 'p256dh-key', auth: 'auth-key' } as const;
    await world().profileSettings.savePushSubscription(anna, gone, CONTRACT_NOW);
    expect(await world().profileSettings.removePushSubscription(anna, 'https://push.example/other')).toBe(false);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual(gone);
    expect(await world().profileSettings.removePushSubscription(anna, gone.endpoint)).toBe(true);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toBeUndefined();

    // She subscribed again on another device before the old endpoint's 410 came in: the new one stays.
    const fresh = { ...gone, endpoint: 'https://push.example/fresh' };
    await world().profileSettings.savePushSubscription(anna, fresh, CONTRACT_NOW);
    expect(await world().profileSettings.removePushSubscription(anna, gone.endpoint)).toBe(false);
    await world().profileSettings.savePushSubscription(anna, { state: 'denied' }, CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual({ state: 'denied' });
    expect(await world().profileSettings.removePushSubscription(anna, fresh.endpoint)).toBe(true);
    expect(await world().profileSettings.pushSubscriptionsOf(anna)).toEqual([]);
  });

  it('pushes to every browser she turned pushes on in, her newest choice first, the oldest dropped past the limit', async () => {
    const anna = await addMember(world());
    const device = (name: string) => ({ state: 'subscribed', endpoint: `https://push.example/${name}`, p256dh: `p256dh-${name}`, auth: `auth-${name}` }) as const;
    await world().profileSettings.savePushSubscription(anna, device('phone'), CONTRACT_NOW);
    await world().profileSettings.savePushSubscription(anna, device('laptop'), CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionsOf(anna)).toEqual([device('laptop'), device('phone')]);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual(device('laptop'));

    // The phone saves again (new keys): one row for it, now her newest; a 'no' in a third browser leaves both.
    const phoneAgain = { ...device('phone'), auth: 'auth-phone-2' };
    await world().profileSettings.savePushSubscription(anna, phoneAgain, CONTRACT_NOW);
    await world().profileSettings.savePushSubscription(anna, { state: 'denied' }, CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionsOf(anna)).toEqual([phoneAgain, device('laptop')]);
    expect(await world().profileSettings.pushSubscriptionOf(anna)).toEqual({ state: 'denied' });

    for (let i = 0; i < MAX_PUSH_DEVICES; i += 1) await world().profileSettings.savePushSubscription(anna, device(`browser-${i}`), CONTRACT_NOW);
    const kept = await world().profileSettings.pushSubscriptionsOf(anna);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((s) => s.endpoint)).not.toContain(device('laptop').endpoint);
    expect(kept[0]).toEqual(device(`browser-${MAX_PUSH_DEVICES - 1}`));
  });

  it('gives a shared browser\'s pushes to the member who turned them on there last, never to both', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const shared = { state: 'subscribed', endpoint: 'https://push.example/shared', p256dh: 'p256dh-key', auth: 'auth-key' } as const;
    await world().profileSettings.savePushSubscription(anna, shared, CONTRACT_NOW);
    await world().profileSettings.savePushSubscription(bram, shared, CONTRACT_NOW);
    expect(await world().profileSettings.pushSubscriptionsOf(anna)).toEqual([]);
    expect(await world().profileSettings.pushSubscriptionsOf(bram)).toEqual([shared]);
    expect(await world().profileSettings.removePushSubscription(anna, shared.endpoint)).toBe(false);
  });

  it('refuses a push subscription of a member who does not exist', async () => {
    await expect(world().profileSettings.savePushSubscription(nobody, { state: 'denied' }, CONTRACT_NOW)).rejects.toThrow();
    expect(await world().profileSettings.pushSubscriptionOf(nobody)).toBeUndefined();
  });
}
