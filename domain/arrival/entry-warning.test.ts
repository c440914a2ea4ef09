import { entryDismissalFrom, showsEntryWarning, type EntryWarningSituation } from './entry-warning';

const visitor: EntryWarningSituation = {
  enabled: 'yes',
  onlyCountries: [],
  country: 'NL',
  layout: 'default',
  loggedIn: false,
  installedApp: false,
  dismissedAt: null,
};

describe('showsEntryWarning', () => {
  it('shows to a logged-out visitor in the default and the empty layout', () => {
    expect(showsEntryWarning(visitor)).toBe(true);
    expect(showsEntryWarning({ ...visitor, layout: 'empty' })).toBe(true);
  });

  it('does not show when the setting is off, to a member, in the installed app, or once dismissed', () => {
    expect(showsEntryWarning({ ...visitor, enabled: 'no' })).toBe(false);
    expect(showsEntryWarning({ ...visitor, loggedIn: true })).toBe(false);
    expect(showsEntryWarning({ ...visitor, installedApp: true })).toBe(false);
    expect(showsEntryWarning({ ...visitor, dismissedAt: 1 })).toBe(false);
  });

  it('shows in the chat layout only to visitors from the Netherlands and Germany', () => {
    expect(showsEntryWarning({ ...visitor, layout: 'chat', country: 'NL' })).toBe(true);
    expect(showsEntryWarning({ ...visitor, layout: 'chat', country: 'de' })).toBe(true);
    expect(showsEntryWarning({ ...visitor, layout: 'chat', country: 'BE' })).toBe(false);
    expect(showsEntryWarning({ ...visitor, layout: 'default', country: 'BE' })).toBe(true);
  });

  it('does not show in the lander layout', () => {
    expect(showsEntryWarning({ ...visitor, layout: 'lander' })).toBe(false);
  });

  it('shows only to the listed countries when countries are listed', () => {
    expect(showsEntryWarning({ ...visitor, onlyCountries: ['DE', 'AT'], country: 'NL' })).toBe(false);
    expect(showsEntryWarning({ ...visitor, onlyCountries: ['DE', 'at'], country: 'AT' })).toBe(true);
    expect(showsEntryWarning({ ...visitor, onlyCountries: ['BE'], country: 'BE', layout: 'chat' })).toBe(false);
  });
});

describe('entryDismissalFrom', () => {
  it('reads a timestamp and nothing else', () => {
    expect(entryDismissalFrom('1764230000000')).toBe(1764230000000);
    expect(entryDismissalFrom(undefined)).toBeNull();
    expect(entryDismissalFrom('0')).toBeNull();
    expect(entryDismissalFrom('yes')).toBeNull();
    expect(entryDismissalFrom('1e12')).toBeNull();
  });
});
