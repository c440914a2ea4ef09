import { readFileSync } from 'node:fs';

/**
 * A sample report of test/fixtures/mail-feedback/ as a mail server posts it: `%%TOKEN%%` replaced by the unsubscribe
 * token the quoted original carried, line ends as stored or CRLF (as on the wire).
 */
export function mailFeedbackFixture(name: string, token: string, options: { crlf?: boolean } = {}): string {
  const text = readFileSync(new URL(`../fixtures/mail-feedback/${name}`, import.meta.url), 'utf8').replaceAll('%%TOKEN%%', token);
  return options.crlf ? text.replace(/\r?\n/g, '\r\n') : text;
}
