import { expect, it } from 'vitest';
import { defaultSettings } from '../../../domain/settings/default-settings';
import { freshWorldEachTest, type WorldMaker } from './adapter-world';

/** What every SiteSettingsStore adapter does for the default domain (domain/settings/site-settings.ts). */
export function siteSettingsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('gives the built-in defaults when nothing is stored', async () => {
    expect(await world().siteSettings.forDomain(defaultSettings.domain)).toEqual(defaultSettings);
  });

  it('gives an unknown host the default domain’s settings', async () => {
    expect((await world().siteSettings.forDomain('onbekend.example'))).toMatchObject({ domain: defaultSettings.domain, base_url: defaultSettings.base_url });
  });

  it('reads a setting stored for every domain back, over the default, the others untouched', async () => {
    await world().given.setting('message_credits', 7);
    await world().given.setting('countries', ['NL', 'BE']);
    const settings = await world().siteSettings.forDomain(defaultSettings.domain);
    expect(settings).toEqual({ ...defaultSettings, message_credits: 7, countries: ['NL', 'BE'] });
  });
}
