import { renderToStaticMarkup } from 'react-dom/server';
import { defaultSettings } from '../../../domain/settings/default-settings';
import { placeholderValues } from '../../content/static-pages/placeholders';
import { RichText } from './rich-text';

const values = placeholderValues(defaultSettings, 'nl');
const html = (text: string, links?: boolean) => renderToStaticMarkup(<RichText text={text} values={values} links={links} />);

describe('the text of a static page', () => {
  it('fills in settings and makes the support address and phone links', () => {
    expect(html('KvK {company_kvk}, binnen {refund_days} dagen')).toBe('KvK 12345678, binnen 14 dagen');
    expect(html('Mail {support_email} of bel {support_phone}')).toBe(
      'Mail <a href="mailto:support@hartslag.example">support@hartslag.example</a> of bel <a href="tel:0201234567">020-123 45 67</a>',
    );
  });

  it('never turns text into HTML', () => {
    expect(html('<img src=x onerror=alert(1)> **<b>vet</b>**')).toBe('&lt;img src=x onerror=alert(1)&gt; <strong>&lt;b&gt;vet&lt;/b&gt;</strong>');
  });

  it('links only to pages that are built, and not at all where links are off', () => {
    expect(html('het [retourbeleid](/pages/return-policy)')).toBe('het <a href="/pages/return-policy">retourbeleid</a>');
    expect(html('de [prijzen](/pricing)')).toBe('de <a href="/pricing">prijzen</a>');
    expect(html('de [taal](/lang-config)')).toBe('de <span>taal</span>');
    expect(html('de [vragen](/pages/faq)', false)).toBe('de <span>vragen</span>');
  });

  it('shows a placeholder it does not know as it is, so a test of the texts finds it', () => {
    expect(html('{geheim}')).toBe('{geheim}');
  });
});
