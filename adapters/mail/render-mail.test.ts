import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../domain/mail/mailer';
import { defaultSettings } from '../../domain/settings/default-settings';
import { renderMail } from './render-mail';

const mail = (changes: Partial<{ template: MailTemplate; locale: string; name: string; link: string }> = {}) => ({
  to: 'anna@example.nl',
  template: 'activation' as MailTemplate,
  locale: 'nl',
  domain: 'localhost',
  name: 'Anna',
  link: 'https://hartslag.example/complete-signup?token=abc',
  ...changes,
});

describe('a rendered mail', () => {
  it.each<MailTemplate>(['activation', 'password_reset', 'email_change', 'reactivation'])('%s has a subject, text and HTML with the link and the company footer', (template) => {
    const rendered = renderMail(mail({ template }), defaultSettings);
    expect(rendered.subject).toContain('Hartslag');
    for (const part of [rendered.text, rendered.html]) {
      expect(part).toContain('https://hartslag.example/complete-signup?token=abc');
      for (const detail of ['Hartslag Media B.V.', 'Keizersgracht 100', '1015 AA Amsterdam, Nederland', '12345678', 'NL001234567B01', 'support@hartslag.example']) {
        expect(part).toContain(detail);
      }
    }
  });

  it('is Dutch by default and for an unknown language, English for en', () => {
    expect(renderMail(mail({ locale: 'nl' }), defaultSettings).subject).toBe('Bevestig je e-mailadres bij Hartslag');
    expect(renderMail(mail({ locale: 'fr' }), defaultSettings).subject).toBe('Bevestig je e-mailadres bij Hartslag');
    expect(renderMail(mail({ locale: 'en' }), defaultSettings).subject).toBe('Confirm your email address at Hartslag');
    expect(renderMail(mail({ locale: 'en' }), defaultSettings).text).toContain('Chamber of Commerce 12345678');
  });

  it('escapes the member name and the site name in the HTML, never in the text', () => {
    const rendered = renderMail(mail({ name: '<img src=x onerror=alert(1)>"&' }), { ...defaultSettings, mail_name: 'A&B <Dating>' });
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(rendered.html).not.toContain('<img');
    expect(rendered.html).toContain('A&amp;B &lt;Dating&gt;');
    expect(rendered.text).toContain('Hoi <img src=x onerror=alert(1)>"&,');
  });

  it('keeps a name with $ patterns as typed', () => {
    expect(renderMail(mail({ name: "$& $' $1" }), defaultSettings).text).toContain("Hoi $& $' $1,");
  });

  it('has the link as the first URL of the text part', () => {
    expect(/https?:\/\/\S+/.exec(renderMail(mail(), defaultSettings).text)?.[0]).toBe('https://hartslag.example/complete-signup?token=abc');
  });

  it('never makes a button of a non-http link', () => {
    const rendered = renderMail(mail({ link: 'javascript:alert(1)' }), defaultSettings);
    expect(rendered.html).not.toContain('javascript:');
  });

  it('keeps line breaks out of the subject', () => {
    expect(renderMail(mail(), { ...defaultSettings, mail_name: 'Hart\r\nBcc: x@y.z' }).subject).not.toMatch(/[\r\n]/);
  });
});

describe('the confirmation of an order by direct debit', () => {
  it('says the credits are on her account and the amount is collected later, never that it is paid', () => {
    for (const locale of ['nl', 'en']) {
      const rendered = renderMail(mail({ template: 'direct_debit_confirmation', locale }), defaultSettings);
      expect(rendered.subject).not.toMatch(/betaald|paid/i);
      expect(rendered.text).toMatch(locale === 'nl' ? /automatische incasso/ : /collected from your bank account by direct debit/);
      expect(rendered.text).not.toMatch(/en betaald|and paid/);
    }
  });
});
