/** The words of one mail in one language; `{site}` and `{name}` are filled in, escaped, by the layout. */
export interface MailCopy {
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: readonly string[];
  readonly button: string;
  readonly after: readonly string[];
}

export type MailLocale = 'nl' | 'en';

/** nl is the source and the default (SPEC §1); en for members who chose English. */
export type LocalisedCopy = Readonly<Record<MailLocale, MailCopy>>;

/**
 * Copy that words the numbers a mail carries (OutgoingMail.counts: a weekly update's likes, the conversations that
 * wait): plural forms and lines that only show when there is something to say.
 */
export type CountedCopy = (counts: Readonly<Record<string, number>>) => LocalisedCopy;

export const mailLocale = (locale: string): MailLocale => (locale.slice(0, 2).toLowerCase() === 'en' ? 'en' : 'nl');

export interface FooterCopy {
  readonly kvk: string;
  readonly vat: string;
  readonly support: string;
  readonly buttonFallback: string;
}

export const footerCopy: Readonly<Record<MailLocale, FooterCopy>> = {
  nl: { kvk: 'KvK', vat: 'Btw', support: 'Vragen? Mail ons op', buttonFallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:' },
  en: { kvk: 'Chamber of Commerce', vat: 'VAT', support: 'Questions? Mail us at', buttonFallback: 'Button not working? Copy this link into your browser:' },
};
