import type { MailTemplate, OutgoingMail } from '../../domain/mail/mailer';
import type { MailUnsubscribeLinks } from '../../domain/notifications/unsubscribe';
import type { SiteSettings } from '../../domain/settings/site-settings';
import { escapeHtml, safeLink } from './html';
import { activation } from './templates/activation';
import { footerCopy, mailLocale, type CountedCopy, type LocalisedCopy } from './templates/copy';
import { emailChange } from './templates/email-change';
import { passwordReset } from './templates/password-reset';
import { reactivation } from './templates/reactivation';
import { emailChanged } from './templates/email-changed';
import { passwordChanged } from './templates/password-changed';
import { complaint, report } from './templates/support';
import { directDebitConfirmation, paymentConfirmation } from './templates/payment-confirmation';
import { unsubscribeFooterCopy } from './templates/unsubscribe-footer';
import { noticeLike, noticeMatch, noticeNewConversation, noticeNewMessage } from './templates/notice-mails';
import { promotion } from './templates/promotion';
import { reminder } from './templates/reminder';
import { unreadReminder } from './templates/unread-reminder';
import { weeklyUpdate } from './templates/weekly-update';

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

const TEMPLATES: Readonly<Record<MailTemplate, LocalisedCopy | CountedCopy>> = {
  activation,
  password_reset: passwordReset,
  email_change: emailChange,
  reactivation,
  password_changed: passwordChanged,
  email_changed: emailChanged,
  report,
  complaint,
  payment_confirmation: paymentConfirmation,
  direct_debit_confirmation: directDebitConfirmation,
  notice_new_conversation: noticeNewConversation, notice_new_message: noticeNewMessage, notice_like: noticeLike, notice_match: noticeMatch,
  unread_reminder: unreadReminder, weekly_update: weeklyUpdate, promotion, reminder,
};

const fill = (text: string, values: { site: string; name: string; other: string }): string =>
  text.replace(/\{(site|name|other)\}/g, (_match, key: 'site' | 'name' | 'other') => values[key]);

/** The company details of SPEC §3, as footer lines. */
function footerLines(settings: SiteSettings, locale: 'nl' | 'en'): string[] {
  const words = footerCopy[locale];
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
  const template = TEMPLATES[mail.template];
  const copy = (typeof template === 'function' ? template(mail.counts ?? {}) : template)[locale];
  const site = settings.mail_name || settings.name;
  const plain = { site, name: mail.name, other: mail.otherName ?? '' };
  // The subject is a header, not HTML: no escaping, but no line breaks either.
  const subject = fill(copy.subject, plain).replace(/[\r\n]+/g, ' ');
  const footer = footerLines(settings, locale);
  const link = safeLink(mail.link);
  const stop = unsubscribe && unsubscribeFooterCopy[locale];
  const because = stop && unsubscribe ? stop.because.replace('{topic}', stop.topics[unsubscribe.topic]) : '';

  const text = [
    fill(copy.greeting, plain),
    ...copy.paragraphs.map((p) => fill(p, plain)),
    ...(mail.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    `${copy.button}: ${link}`,
    ...copy.after.map((p) => fill(p, plain)),
    ['--', ...(stop && unsubscribe ? [because, `${stop.unsubscribe}: ${safeLink(unsubscribe.page)}`, `${stop.preferences}: ${safeLink(unsubscribe.preferences)}`, ''] : []), ...footer].join('\n'),
  ].join('\n\n');

  const escaped = { site: escapeHtml(site), name: escapeHtml(mail.name), other: escapeHtml(mail.otherName ?? '') };
  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#d50918;color:#ffffff;font-size:22px;font-weight:bold;padding:16px 24px;border-radius:8px 8px 0 0">${escaped.site}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${paragraph(fill(escapeHtml(copy.greeting), escaped))}
${copy.paragraphs.map((p) => paragraph(fill(escapeHtml(p), escaped))).join('\n')}
${(mail.facts ?? []).map(([label, value]) => paragraph(`<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value).replace(/\n/g, '<br>')}`)).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#d50918;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">${escapeHtml(copy.button)}</a></p>
${copy.after.map((p) => paragraph(fill(escapeHtml(p), escaped))).join('\n')}
<p style="margin:0 0 16px;font-size:13px;color:#666">${escapeHtml(footerCopy[locale].buttonFallback)}<br><a href="${escapeHtml(link)}" style="color:#1eaddb;word-break:break-all">${escapeHtml(link)}</a></p>
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
