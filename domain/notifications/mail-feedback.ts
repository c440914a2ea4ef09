/**
 * What a mailbox provider or a mail server tells us about a mail we sent (issue 23, decision 0057): a spam complaint
 * from a feedback loop (an ARF report, RFC 5965), a delivery status notification (a DSN, RFC 3464: a bounce), or an
 * unsubscribe request mailed to the List-Unsubscribe mailto address. Read from the raw message, with the little MIME
 * that reports need (headers, multipart, base64 and quoted-printable): no library, no I/O.
 */

/** The mail we sent, as the report quotes it: how the member it went to is found. */
export interface OriginalMail {
  /** Our signed unsubscribe token, from its List-Unsubscribe header: names the member and is checked against her address. */
  readonly unsubscribeToken?: string;
  readonly messageId?: string;
  /** The address it went to: its To header, or the report's Original-Rcpt-To. */
  readonly to?: string;
  /** The report's own Original-Rcpt-To (ARF), when it names another address than the quoted To. */
  readonly reportedRecipient?: string;
}

export interface BouncedRecipient {
  readonly address: string;
  readonly action: string;
  /** The RFC 3463 status, e.g. 5.1.1. */
  readonly status: string;
}

export type MailFeedback =
  /** A member marked our mail as spam (Feedback-Type abuse or fraud). */
  | { readonly kind: 'complaint'; readonly feedbackType: string; readonly original: OriginalMail }
  /** Some other feedback report (not-spam, virus, other): nothing to do. */
  | { readonly kind: 'other_feedback'; readonly feedbackType: string; readonly original: OriginalMail }
  /**
   * A DSN. Hard: at least one recipient failed for good (Action failed, Status 5.x.x); a 4.x.x or a delay is soft, the
   * sending server tries again.
   */
  | { readonly kind: 'bounce'; readonly hard: boolean; readonly recipients: readonly BouncedRecipient[]; readonly original: OriginalMail }
  /** A mail to the List-Unsubscribe mailto address, its subject `unsubscribe <token>`. */
  | { readonly kind: 'unsubscribe_request'; readonly token: string }
  /** Not a report we understand: named why, so the endpoint can say so. */
  | { readonly kind: 'unreadable'; readonly reason: 'not_a_report' | 'no_feedback_fields' | 'no_recipients' };

/** Header names in lower case, each with its values in order (unfolded, whitespace trimmed). */
export type MailHeaders = ReadonlyMap<string, readonly string[]>;

export interface MimeEntity {
  readonly headers: MailHeaders;
  readonly body: string;
}

/** Splits a message (or a MIME part) into its headers and body; folded header lines are joined (RFC 5322 §2.2.3). */
export function parseEntity(raw: string): MimeEntity {
  const text = raw.replace(/\r\n/g, '\n').replace(/^\n+/, '');
  const end = text.search(/\n[ \t]*\n|^\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end).replace(/^\n?[ \t]*\n/, '');
  return { headers: parseHeaderBlock(head), body };
}

/** `Name: value` lines, continuation lines (starting with space or tab) joined to the one before. */
export function parseHeaderBlock(block: string): MailHeaders {
  const headers = new Map<string, string[]>();
  let current: { name: string; value: string } | undefined;
  const flush = () => {
    if (!current) return;
    const values = headers.get(current.name) ?? [];
    values.push(current.value.trim());
    headers.set(current.name, values);
  };
  for (const line of block.replace(/\r\n/g, '\n').split('\n')) {
    if (/^[ \t]/.test(line) && current) {
      current.value += ' ' + line.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    flush();
    current = { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1) };
  }
  flush();
  return headers;
}

export const header = (headers: MailHeaders, name: string): string | undefined => headers.get(name.toLowerCase())?.[0];

export interface ContentType {
  /** `type/subtype` in lower case; text/plain when absent (RFC 2045 §5.2). */
  readonly type: string;
  /** Parameter names in lower case, values unquoted. */
  readonly params: Readonly<Record<string, string>>;
}

export function contentTypeOf(value: string | undefined): ContentType {
  if (!value) return { type: 'text/plain', params: {} };
  const [type = '', ...rest] = splitParameters(value);
  const params: Record<string, string> = {};
  for (const part of rest) {
    const equals = part.indexOf('=');
    if (equals <= 0) continue;
    const name = part.slice(0, equals).trim().toLowerCase();
    let paramValue = part.slice(equals + 1).trim();
    if (paramValue.startsWith('"') && paramValue.endsWith('"') && paramValue.length >= 2) paramValue = paramValue.slice(1, -1).replace(/\\(.)/g, '$1');
    params[name] = paramValue;
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

/** `a; b="x;y"; c` → ['a', 'b="x;y"', 'c']: semicolons inside quotes stay. */
function splitParameters(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && quoted && i + 1 < value.length) {
      current += c + value[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** The parts of a multipart body between its boundary lines (RFC 2046 §5.1.1); the preamble and epilogue are dropped. */
export function multipartParts(body: string, boundary: string): string[] {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const parts: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    const trimmed = line.replace(/[ \t]+$/, '');
    if (trimmed === `--${boundary}--`) {
      if (current) parts.push(current.join('\n'));
      return parts;
    }
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\n'));
      current = [];
      continue;
    }
    current?.push(line);
  }
  // No closing boundary (a truncated report): keep what came.
  if (current) parts.push(current.join('\n'));
  return parts;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 to text, bytes read as Latin-1 then UTF-8 where valid: the headers and fields of a report are ASCII. */
function decodeBase64(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of clean) {
    buffer = (buffer << 6) | BASE64_ALPHABET.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytesToText(bytes);
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i) & 0xff);
  }
  return bytesToText(bytes);
}

/** UTF-8 where the bytes are valid UTF-8, Latin-1 otherwise: no TextDecoder in the pure domain. */
function bytesToText(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    const need = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : 0;
    const tail = bytes.slice(i + 1, i + 1 + need);
    if (need > 0 && tail.length === need && tail.every((t) => (t & 0xc0) === 0x80)) {
      let code = b & (0x3f >> need);
      for (const t of tail) code = (code << 6) | (t & 0x3f);
      out += String.fromCodePoint(code);
      i += need;
    } else out += String.fromCharCode(b);
  }
  return out;
}

/** A part's body with its Content-Transfer-Encoding undone. */
export function decodedBody(entity: MimeEntity): string {
  const encoding = (header(entity.headers, 'content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return decodeBase64(entity.body);
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

/** Field blocks of message/feedback-report and message/delivery-status: header-like groups separated by blank lines. */
export function fieldGroups(body: string): MailHeaders[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => parseHeaderBlock(block))
    .filter((group) => group.size > 0);
}

/** `rfc822; anna@example.nl` → `anna@example.nl`; `Anna <anna@example.nl>` → `anna@example.nl`. */
export function addressOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const typed = value.includes(';') ? value.slice(value.indexOf(';') + 1) : value;
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(typed)?.[1];
  const bare = angled ?? /[^\s<>"',;:]+@[^\s<>"',;:]+/.exec(typed)?.[0];
  return bare?.trim().toLowerCase();
}

/** The token of our List-Unsubscribe https link (`…/api/unsubscribe.php?token=…`), if the header carries one. */
export function unsubscribeTokenIn(listUnsubscribe: string | undefined): string | undefined {
  if (!listUnsubscribe) return undefined;
  for (const match of listUnsubscribe.matchAll(/<([^>]+)>/g)) {
    const link = match[1];
    if (!/^https?:\/\//i.test(link)) continue;
    const token = /[?&]token=([^&#]+)/.exec(link)?.[1];
    if (token) {
      try {
        return decodeURIComponent(token);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function originalOf(entity: MimeEntity | undefined, fallbackTo?: string): OriginalMail {
  if (!entity) return { to: fallbackTo };
  const to = addressOf(header(entity.headers, 'to')) ?? fallbackTo;
  return {
    unsubscribeToken: unsubscribeTokenIn(header(entity.headers, 'list-unsubscribe')),
    messageId: header(entity.headers, 'message-id'),
    to,
    ...(fallbackTo !== undefined && fallbackTo !== to ? { reportedRecipient: fallbackTo } : {}),
  };
}

/** The quoted original: a message/rfc822 part (headers and body) or a text/rfc822-headers part (headers only). */
function quotedOriginal(parts: readonly MimeEntity[]): MimeEntity | undefined {
  const quoted = parts.find((part) => ['message/rfc822', 'text/rfc822-headers', 'message/rfc822-headers'].includes(contentTypeOf(header(part.headers, 'content-type')).type));
  return quoted ? parseEntity(decodedBody(quoted)) : undefined;
}

/** RFC 3464 §2.3.4: the first digit of the status says whether delivery failed for good (5) or for now (4). */
const isPermanentFailure = (recipient: BouncedRecipient): boolean => recipient.action.toLowerCase() === 'failed' && /^5\.\d{1,3}\.\d{1,3}$/.test(recipient.status);

const COMPLAINT_TYPES = new Set(['abuse', 'fraud']);

/** Reads a raw inbound message: a feedback report, a DSN, an unsubscribe request, or none of those. */
export function readMailFeedback(raw: string): MailFeedback {
  const message = parseEntity(raw);
  const type = contentTypeOf(header(message.headers, 'content-type'));

  if (type.type === 'multipart/report' && type.params.boundary) {
    const parts = multipartParts(message.body, type.params.boundary).map(parseEntity);
    const partOf = (wanted: string) => parts.find((part) => contentTypeOf(header(part.headers, 'content-type')).type === wanted);
    const reportType = (type.params['report-type'] ?? '').toLowerCase();

    if (reportType === 'feedback-report' || partOf('message/feedback-report')) {
      const fields = partOf('message/feedback-report');
      const group = fields ? fieldGroups(decodedBody(fields))[0] : undefined;
      const feedbackType = group && header(group, 'feedback-type')?.toLowerCase();
      if (!group || !feedbackType) return { kind: 'unreadable', reason: 'no_feedback_fields' };
      const original = originalOf(quotedOriginal(parts), addressOf(header(group, 'original-rcpt-to')));
      return COMPLAINT_TYPES.has(feedbackType) ? { kind: 'complaint', feedbackType, original } : { kind: 'other_feedback', feedbackType, original };
    }

    if (reportType === 'delivery-status' || partOf('message/delivery-status')) {
      const status = partOf('message/delivery-status');
      // The first group is about the message, every other about one recipient (RFC 3464 §2.1).
      const groups = status ? fieldGroups(decodedBody(status)) : [];
      const recipients = groups
        .filter((group) => header(group, 'final-recipient') || header(group, 'original-recipient'))
        .map((group) => ({
          address: addressOf(header(group, 'final-recipient')) ?? addressOf(header(group, 'original-recipient')) ?? '',
          action: (header(group, 'action') ?? '').trim(),
          status: /\d\.\d{1,3}\.\d{1,3}/.exec(header(group, 'status') ?? '')?.[0] ?? '',
        }))
        .filter((recipient) => recipient.address.length > 0);
      if (recipients.length === 0) return { kind: 'unreadable', reason: 'no_recipients' };
      const original = originalOf(quotedOriginal(parts), recipients[0].address);
      return { kind: 'bounce', hard: recipients.some(isPermanentFailure), recipients, original };
    }
  }

  const subject = header(message.headers, 'subject') ?? '';
  const request = /^\s*unsubscribe\s+(\S+)\s*$/i.exec(subject);
  if (request) return { kind: 'unsubscribe_request', token: request[1] };
  return { kind: 'unreadable', reason: 'not_a_report' };
}
