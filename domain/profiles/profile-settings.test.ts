import { InMemoryProfileSettings } from '../../adapters/memory/in-memory-profile-settings';
import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import { KNOWN_LOCALES } from './language';
import { SavePushSubscription } from './save-push-subscription';
import type { RegionCatalogue } from './settings-ports';
import { UpdateLanguage } from './update-language';
import { UpdateLocation } from './update-location';
import { UpdateProfileDetails } from './update-profile-details';

const regions: RegionCatalogue = { NL: [{ name: 'Noord-Holland', cities: ['Amsterdam', 'Haarlem'] }, { name: 'Utrecht', cities: ['Utrecht'] }] };

let world: InMemoryWorld;
let profileSettings: InMemoryProfileSettings;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  profileSettings = new InMemoryProfileSettings(world.store);
});

describe('changing the language', () => {
  it('takes each of the eleven SPEC §1 locales', async () => {
    const anna = await world.addMember();
    expect(KNOWN_LOCALES).toHaveLength(11);
    for (const locale of KNOWN_LOCALES) {
      await new UpdateLanguage({ profileSettings }).run(anna, locale);
      expect((await world.members.findById(anna))?.language).toBe(locale);
    }
  });

  it('refuses any other value, naming the language field', async () => {
    const anna = await world.addMember();
    for (const value of ['xx', 'NL', 'nl-NL', '']) {
      await expect(new UpdateLanguage({ profileSettings }).run(anna, value)).rejects.toMatchObject({ code: 'invalid_input', field: 'language' });
    }
    expect((await world.members.findById(anna))?.language).toBe('nl');
  });
});

describe('moving', () => {
  it('sets country, region and city, and refuses a region the country lacks', async () => {
    const anna = await world.addMember({ region: 'Utrecht', city: 'Utrecht' });
    const update = new UpdateLocation({ profileSettings, regions });
    await update.run(anna, { country: 'NL', region: 'Noord-Holland', city: 'Haarlem' }, ['NL']);
    expect((await world.members.findById(anna))?.profile).toMatchObject({ country: 'NL', region: 'Noord-Holland', city: 'Haarlem' });
    await expect(update.run(anna, { country: 'NL', region: 'Bayern', city: 'München' }, ['NL'])).rejects.toMatchObject({ field: 'region' });
  });
});

describe('filling in profile details', () => {
  it('stores what was given and keeps the rest', async () => {
    const anna = await world.addMember();
    const update = new UpdateProfileDetails({ profileSettings });
    await update.run(anna, { about: 'Hoi <3', interests: ['koken'] }, ['koken', 'sport']);
    await update.run(anna, { hair_colour: 'rood' }, ['koken', 'sport']);
    expect((await world.members.findById(anna))?.profile).toMatchObject({ about: 'Hoi <3', interests: ['koken'], hairColour: 'rood' });
    await expect(update.run(anna, { interests: ['duiken'] }, ['koken'])).rejects.toMatchObject({ code: 'invalid_input', field: 'interests' });
  });
});

describe('answering the push question', () => {
  it('keeps the subscription, then a later "denied" in its place', async () => {
    const anna = await world.addMember();
    const save = new SavePushSubscription({ profileSettings, clock: world.clock });
    const subscription = { state: 'subscribed', endpoint: 'https://push.example.com/abc', p256dh: 'BAbc', auth: 'xyz' } as const;
    await save.run(anna, subscription);
    expect(await profileSettings.pushSubscriptionOf(anna)).toEqual(subscription);
    await save.run(anna, { state: 'denied' });
    expect(await profileSettings.pushSubscriptionOf(anna)).toEqual({ state: 'denied' });
    await expect(save.run(anna, { ...subscription, endpoint: 'http://push.example.com/abc' })).rejects.toMatchObject({ field: 'subscription.endpoint' });
  });
});
