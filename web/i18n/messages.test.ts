import { IntlMessageFormat } from 'intl-messageformat';
import { catalogs } from './catalogues';
import { LOCALES } from './locale';
import { formatText, loadMessages, messagesOf } from './messages';

const format = (locale: 'nl' | 'en', text: string, values: Record<string, string | number>) =>
  new IntlMessageFormat(text, locale).format(values) as string;

describe('the catalogue a page loads', () => {
  it('is the whole catalogue of that locale, and stays loaded', async () => {
    for (const locale of LOCALES) {
      expect(await loadMessages(locale)).toEqual(catalogs[locale]);
      expect(messagesOf(locale)).toBe(await loadMessages(locale));
    }
  });

  it('formats a message outside React, as the document title does', async () => {
    await loadMessages('en');
    expect(formatText('en', 'chat.creditsBadge', { credits: 1 })).toBe('1 credit');
    expect(formatText('en', 'settings.title')).toBe(catalogs.en['settings.title']);
  });
});

describe('messages with a count or a choice (ICU plural and select, no string surgery)', () => {
  it('say the cost of a message with its price when the country has one, and without brackets when not', () => {
    expect(format('nl', catalogs.nl['chat.cost'], { credits: 10, priced: 'yes', price: '€ 1,50' })).toBe('10 credits per bericht (€ 1,50)');
    expect(format('nl', catalogs.nl['chat.cost'], { credits: 10, priced: 'no', price: '' })).toBe('10 credits per bericht');
    expect(format('en', catalogs.en['chat.cost'], { credits: 1, priced: 'no', price: '' })).toBe('1 credit per message');
  });

  it('count credits in the singular and the plural', () => {
    expect(format('nl', catalogs.nl['chat.creditsBadge'], { credits: 1 })).toBe('1 credit');
    expect(format('en', catalogs.en['chat.creditsBadge'], { credits: 500 })).toBe('500 credits');
  });
});
