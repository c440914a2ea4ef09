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

  it('is in her language (Dutch by default and for an unknown language), English for en', () => {
    expect(renderMail(mail({ locale: 'nl' }), defaultSettings).subject).toBe('Bevestig je e-mailadres bij Hartslag');
    expect(renderMail(mail({ locale: 'pt' }), defaultSettings).subject).toBe('Bevestig je e-mailadres bij Hartslag');
    expect(renderMail(mail({ locale: 'fr' }), defaultSettings).subject).toBe('Confirme ton adresse e-mail sur Hartslag');
    expect(renderMail(mail({ locale: 'de' }), defaultSettings).subject).toMatch(/Hartslag/);
    expect(renderMail(mail({ locale: 'de' }), defaultSettings).subject).not.toBe('Bevestig je e-mailadres bij Hartslag');
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

describe('a mail she may stop (decision 0057)', () => {
  const links = {
    oneClick: 'https://hartslag.example/api/unsubscribe.php?token=7.like.abc',
    page: 'https://hartslag.example/unsubscribe?token=7.like.abc',
    mailto: 'mailto:unsubscribe@hartslag.example?subject=unsubscribe%207.like.abc',
    preferences: 'https://hartslag.example/notifications',
    topic: 'like' as const,
  };

  it('carries List-Unsubscribe with the one-click URL first and List-Unsubscribe-Post (RFC 8058)', () => {
    const rendered = renderMail(mail(), defaultSettings, links);
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': '<https://hartslag.example/api/unsubscribe.php?token=7.like.abc>, <mailto:unsubscribe@hartslag.example?subject=unsubscribe%207.like.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(renderMail(mail(), defaultSettings, { ...links, mailto: undefined }).headers['List-Unsubscribe']).toBe('<https://hartslag.example/api/unsubscribe.php?token=7.like.abc>');
  });

  it('says in its footer why she gets it and links to the page that stops it and to her settings, in her language', () => {
    const nl = renderMail(mail(), defaultSettings, links);
    expect(nl.text).toContain('Je krijgt deze e-mail omdat e-mails over likes en matches aan staan.');
    expect(nl.text).toContain('Afmelden: https://hartslag.example/unsubscribe?token=7.like.abc');
    expect(nl.text).toContain('E-mailinstellingen: https://hartslag.example/notifications');
    expect(nl.html).toContain('<a href="https://hartslag.example/unsubscribe?token=7.like.abc" style="color:#0e6e8c">Afmelden</a>');
    const en = renderMail(mail({ locale: 'en' }), defaultSettings, links);
    expect(en.text).toContain('You get this email because emails about likes and matches are on.');
    expect(en.html).toContain('>Unsubscribe</a>');
  });

  it('a mail without links (transactional) has no unsubscribe header or footer', () => {
    const rendered = renderMail(mail(), defaultSettings);
    expect(rendered.headers).toEqual({});
    expect(rendered.text).not.toContain('Afmelden');
  });

  it('never puts a URI that could break the header into it', () => {
    expect(renderMail(mail(), defaultSettings, { ...links, mailto: 'mailto:a@b.c>, <https://evil.example' }).headers['List-Unsubscribe']).toBe(
      '<https://hartslag.example/api/unsubscribe.php?token=7.like.abc>',
    );
  });
});
