import type { MailTemplate, OutgoingMail } from '../../domain/mail/mailer';
import type { MailUnsubscribeLinks } from '../../domain/notifications/unsubscribe';
import type { SiteSettings } from '../../domain/settings/site-settings';
import { escapeHtml, safeLink } from './html';
import { mailLocale, mailText, mailTexts, type MailValues } from './mail-texts';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Header fields beyond From/To/Subject/Message-ID, for the SMTP transport and the development mailbox: on a mail she
   * may stop, List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058).
   */
  readonly headers: Readonly<Record<string, string>>;
}

/** How a transport learns the unsubscribe links of a mail (the wiring signs them; none for a transactional mail). */
export type UnsubscribeLinksOf = (mail: OutgoingMail) => Promise<MailUnsubscribeLinks | undefined>;

/** RFC 8058 §3.1: a one-click https URI in List-Unsubscribe, and this exact List-Unsubscribe-Post. */
export function unsubscribeHeaders(links: MailUnsubscribeLinks | undefined): Readonly<Record<string, string>> {
  if (!links) return {};
  const uris = [links.oneClick, links.mailto].filter((uri): uri is string => uri !== undefined && !/[<>\s,]/.test(uri));
  return { 'List-Unsubscribe': uris.map((uri) => `<${uri}>`).join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A paragraph of a mail's copy, with the link it leads to when it has one (a weekly update's visitors line). */
interface MailParagraph {
  readonly text: string;
  readonly link?: string;
}

/** The words of one mail in one language, its arguments filled in (plain text). */
interface MailCopy {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly MailParagraph[];
  readonly button: string;
  readonly after: readonly string[];
}

/** A count a mail's texts name and the mail does not carry is 0 (OutgoingMail.counts). */
const NO_COUNTS = { others: 0, likes: 0, matches: 0, visitors: 0, nearby: 0 };

/** The count as the weekly update shows it: 99 and more as "99+" (the job caps what it counts). */
const shown = (count: number) => (count >= 99 ? '99+' : String(count));

/**
 * A mail's texts (adapters/mail/texts/<locale>.json: `<template>.subject`, `.greeting`, `.paragraph1…`, `.button`,
 * `.after1…`) with the site, her name, the other member and the counts the mail carries (OutgoingMail.counts).
 */
function copyOf(template: MailTemplate, locale: string, values: MailValues, counts: Readonly<Record<string, number>>, lineLinks: Readonly<Record<string, string>>): MailCopy {
  const all = { ...NO_COUNTS, ...counts, ...values };
  const text = (part: string, extra: MailValues = {}) => mailText(locale, `${template}.${part}`, { ...all, ...extra });
  const plain = (texts: readonly string[]): MailParagraph[] => texts.map((line) => ({ text: line }));
  if (template === 'weekly_update') {
    // Issue 23, decision 0059: what happened this week, in the order that matters most to her; only lines with news,
    // each with its link when the mail carries one (her visitors).
    const { likes = 0, matches = 0, visitors = 0, nearby = 0 } = counts;
    const lines = Object.entries({ likes, matches, visitors, nearby })
      .map(([kind, count]) => ({ text: text(kind, { count, shown: shown(count) }), link: lineLinks[kind] }))
      .filter((line) => line.text.length > 0);
    const news = likes + matches > 0 ? 'likes' : visitors > 0 ? 'visitors' : 'other';
    return {
      subject: text('subject', { headline: lines[0]?.text ?? text('nothingNew') }),
      greeting: text('greeting'),
      paragraphs: [...plain(mailTexts(locale, `${template}.paragraph`, all)), ...lines.map((line) => ({ text: `• ${line.text}`, ...(line.link ? { link: line.link } : {}) }))],
      button: text('button', { news }),
      after: mailTexts(locale, `${template}.after`, all),
    };
  }
  return {
    subject: text('subject'),
    greeting: text('greeting'),
    paragraphs: plain(mailTexts(locale, `${template}.paragraph`, all)),
    button: text('button'),
    after: mailTexts(locale, `${template}.after`, all),
  };
}

/** The company details of SPEC §3, as footer lines. */
function footerLines(settings: SiteSettings, locale: string): string[] {
  const words = { kvk: mailText(locale, 'footer.kvk'), vat: mailText(locale, 'footer.vat'), support: mailText(locale, 'footer.support') };
  return [
    settings.company_name,
    settings.company_address,
    [settings.company_city, settings.company_country].filter(Boolean).join(', '),
    [settings.company_kvk && `${words.kvk} ${settings.company_kvk}`, settings.company_vat_numbers && `${words.vat} ${settings.company_vat_numbers}`]
      .filter(Boolean)
      .join(' · '),
    `${words.support} ${settings.support_email}`,
  ].filter((line) => line.trim().length > 0);
}

/**
 * Subject, text and HTML of a mail, in the member's language (nl by default), with the company footer; a mail she may
 * stop (`unsubscribe`: its links, made by the transport from configuration) also says why she gets it, links to the
 * page that stops it and to her e-mail settings, and carries the List-Unsubscribe headers.
 */
export function renderMail(mail: OutgoingMail, settings: SiteSettings, unsubscribe?: MailUnsubscribeLinks): RenderedMail {
  const locale = mailLocale(mail.locale);
  const site = settings.mail_name || settings.name;
  const copy = copyOf(mail.template, locale, { site, name: mail.name, other: mail.otherName ?? '' }, mail.counts ?? {}, mail.lineLinks ?? {});
  // The subject is a header, not HTML: no escaping, but no line breaks either.
  const subject = copy.subject.replace(/[\r\n]+/g, ' ');
  const footer = footerLines(settings, locale);
  const link = safeLink(mail.link);
  const stop = unsubscribe && {
    unsubscribe: mailText(locale, 'unsubscribe.unsubscribe'),
    preferences: mailText(locale, 'unsubscribe.preferences'),
    because: mailText(locale, 'unsubscribe.because', { topic: mailText(locale, `unsubscribe.topic.${unsubscribe.topic}`) }),
  };
  const because = stop?.because ?? '';

  const text = [
    copy.greeting,
    ...copy.paragraphs.map((p) => (p.link ? `${p.text}: ${safeLink(p.link)}` : p.text)),
    ...(mail.facts ?? []).map(([label, value]) => (label ? `${label}: ${value}` : value)),
    `${copy.button}: ${link}`,
    ...copy.after,
    ['--', ...(stop && unsubscribe ? [because, `${stop.unsubscribe}: ${safeLink(unsubscribe.page)}`, `${stop.preferences}: ${safeLink(unsubscribe.preferences)}`, ''] : []), ...footer].join('\n'),
  ].join('\n\n');

  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#d50918;color:#ffffff;font-size:22px;font-weight:bold;padding:16px 24px;border-radius:8px 8px 0 0">${escapeHtml(site)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${paragraph(escapeHtml(copy.greeting))}
${copy.paragraphs.map((p) => paragraph(p.link ? `<a href="${escapeHtml(safeLink(p.link))}" style="color:#0e6e8c">${escapeHtml(p.text)}</a>` : escapeHtml(p.text))).join('\n')}
${(mail.facts ?? []).map(([label, value]) => paragraph(`${label ? `<strong>${escapeHtml(label)}:</strong> ` : ''}${escapeHtml(value).replace(/\n/g, '<br>')}`)).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#d50918;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(copy.button)}</a></p>
${copy.after.map((p) => paragraph(escapeHtml(p))).join('\n')}
<p style="margin:0 0 16px;font-size:13px;color:#666">${escapeHtml(mailText(locale, 'footer.buttonFallback'))}<br><a href="${escapeHtml(link)}" style="color:#1eaddb;word-break:break-all">${escapeHtml(link)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#666;border-top:1px solid #eee">${
    stop && unsubscribe
      ? `<p style="margin:0 0 12px">${escapeHtml(because)}<br><a href="${escapeHtml(safeLink(unsubscribe.page))}" style="color:#0e6e8c">${escapeHtml(stop.unsubscribe)}</a> · <a href="${escapeHtml(safeLink(unsubscribe.preferences))}" style="color:#0e6e8c">${escapeHtml(stop.preferences)}</a></p>`
      : ''
  }${footer.map(escapeHtml).join('<br>')}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html, headers: unsubscribeHeaders(unsubscribe) };
}
