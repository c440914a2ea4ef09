/**
 * Texts the domain words itself (a push, the order confirmation's facts), per locale: JSON files in the ICU
 * MessageFormat of the web's and the mails' catalogues, nl the source, held to nl's keys and arguments by
 * tools/i18n/locale-files.test.ts (decision 0060). The domain imports no formatter: its texts use plain `{name}`
 * arguments only (no plural, select or quoting; the same test proves fillText says what ICU would).
 */
export type LocaleTexts<Key extends string> = Readonly<Record<string, Readonly<Record<Key, string>>>>;

/** Her language's texts when there are any, else Dutch, the source and the default (SPEC §1). */
export function textsFor<Key extends string>(texts: LocaleTexts<Key> & { readonly nl: Readonly<Record<Key, string>> }, language: string): Readonly<Record<Key, string>> {
  return texts[language.slice(0, 2).toLowerCase()] ?? texts.nl;
}

/** A text with its `{argument}`s filled in; an argument not given stays as written. */
export function fillText(text: string, values: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => values[name] ?? whole);
}
