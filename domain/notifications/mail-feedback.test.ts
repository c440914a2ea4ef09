import { mailFeedbackFixture } from '../../test/support/mail-feedback-fixtures';
import { addressOf, contentTypeOf, multipartParts, parseEntity, readMailFeedback, unsubscribeTokenIn } from './mail-feedback';

const TOKEN = '42.promotions.mqy0m1w3dPC0fZ6QGl1v3yH1t3O0m6mJ8p2mK0bqY3A';
const fixture = (name: string, crlf = false) => mailFeedbackFixture(name, TOKEN, { crlf });

describe('reading a feedback-loop report (ARF, RFC 5965)', () => {
  it.each([false, true])('finds the complaint and our token in the quoted original (CRLF %s)', (crlf) => {
    const feedback = readMailFeedback(fixture('arf-abuse-yahoo.eml', crlf));
    expect(feedback).toEqual({
      kind: 'complaint',
      feedbackType: 'abuse',
      original: { unsubscribeToken: TOKEN, messageId: '<outbox-812-1764226719000@hartslag.example>', to: 'redacted@example-isp.net' },
    });
  });

  it('reads a report that quotes only the headers (text/rfc822-headers), the To folded over two lines', () => {
    const feedback = readMailFeedback(fixture('arf-abuse-headers-only.eml'));
    expect(feedback).toEqual({
      kind: 'complaint',
      feedbackType: 'abuse',
      original: { unsubscribeToken: undefined, messageId: '<outbox-77-1764234000000@hartslag.example>', to: 'anna.jansen@example.nl' },
    });
  });

  it('takes a not-spam report as no complaint', () => {
    expect(readMailFeedback(fixture('arf-not-spam.eml'))).toMatchObject({ kind: 'other_feedback', feedbackType: 'not-spam' });
  });
});

describe('reading a delivery status notification (DSN, RFC 3464)', () => {
  it('a Postfix 5.1.1 "user unknown" is a hard bounce of that address', () => {
    const feedback = readMailFeedback(fixture('dsn-hard-bounce-postfix.eml'));
    expect(feedback).toEqual({
      kind: 'bounce',
      hard: true,
      recipients: [{ address: 'nobody.here@example.org', action: 'failed', status: '5.1.1' }],
      original: { unsubscribeToken: TOKEN, messageId: '<outbox-901-1764227700000@hartslag.example>', to: 'nobody.here@example.org' },
    });
  });

  it('a 4.2.2 "mailbox full" delay is a soft bounce', () => {
    const feedback = readMailFeedback(fixture('dsn-soft-bounce-mailbox-full.eml', true));
    expect(feedback).toMatchObject({ kind: 'bounce', hard: false, recipients: [{ address: 'full.mailbox@example.com', action: 'delayed', status: '4.2.2' }] });
  });

  it('reads a base64-encoded delivery status', () => {
    const feedback = readMailFeedback(fixture('dsn-hard-bounce-base64.eml', true));
    expect(feedback).toMatchObject({ kind: 'bounce', hard: true, recipients: [{ address: 'gone@example.net', action: 'failed', status: '5.4.1' }], original: { to: 'gone@example.net' } });
  });

  it('a failed action with a 4.x.x status is not hard, nor is a 5.x.x that was delivered', () => {
    const dsn = (action: string, status: string) =>
      readMailFeedback(
        [
          'Content-Type: multipart/report; report-type=delivery-status; boundary=b',
          '',
          '--b',
          'Content-Type: message/delivery-status',
          '',
          'Reporting-MTA: dns; mx.example',
          '',
          'Final-Recipient: rfc822; x@example.com',
          `Action: ${action}`,
          `Status: ${status}`,
          '--b--',
        ].join('\r\n'),
      );
    expect(dsn('failed', '4.4.7')).toMatchObject({ kind: 'bounce', hard: false });
    expect(dsn('delivered', '2.0.0')).toMatchObject({ kind: 'bounce', hard: false });
    expect(dsn('failed', '5.7.1')).toMatchObject({ kind: 'bounce', hard: true });
    expect(dsn('Failed', '5.2.1 (mailbox disabled)')).toMatchObject({ kind: 'bounce', hard: true, recipients: [{ status: '5.2.1' }] });
  });

  it('a report without recipients is unreadable, not a bounce', () => {
    const raw = 'Content-Type: multipart/report; report-type=delivery-status; boundary=b\n\n--b\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; x\n--b--\n';
    expect(readMailFeedback(raw)).toEqual({ kind: 'unreadable', reason: 'no_recipients' });
  });
});

describe('other inbound mail', () => {
  it('a mail to the unsubscribe address asks to unsubscribe with its token', () => {
    expect(readMailFeedback(fixture('unsubscribe-request.eml'))).toEqual({ kind: 'unsubscribe_request', token: TOKEN });
  });

  it('a plain mail is no report', () => {
    expect(readMailFeedback(fixture('plain-mail.eml'))).toEqual({ kind: 'unreadable', reason: 'not_a_report' });
    expect(readMailFeedback('')).toEqual({ kind: 'unreadable', reason: 'not_a_report' });
  });
});

describe('the MIME pieces', () => {
  it('reads content types with quoted parameters', () => {
    expect(contentTypeOf('Multipart/Report; report-type="feedback-report"; boundary="a;b\\"c"')).toEqual({
      type: 'multipart/report',
      params: { 'report-type': 'feedback-report', boundary: 'a;b"c' },
    });
    expect(contentTypeOf(undefined).type).toBe('text/plain');
  });

  it('splits a multipart body, dropping the preamble and epilogue, keeping a truncated last part', () => {
    expect(multipartParts('pre\n--x\none\n--x\ntwo\n--x--\nepilogue', 'x')).toEqual(['one', 'two']);
    expect(multipartParts('--x\none\n--x\ntwo', 'x')).toEqual(['one', 'two']);
  });

  it('unfolds headers', () => {
    expect(parseEntity('Subject: a\n  b\nTo: c\n\nbody').headers.get('subject')).toEqual(['a b']);
  });

  it('reads addresses in their forms', () => {
    expect(addressOf('rfc822; Anna@Example.NL')).toBe('anna@example.nl');
    expect(addressOf('"Jansen, Anna" <anna@example.nl>')).toBe('anna@example.nl');
    expect(addressOf('undisclosed-recipients:;')).toBeUndefined();
  });

  it('takes the token only from an https link of List-Unsubscribe', () => {
    expect(unsubscribeTokenIn(`<mailto:u@x.example?subject=unsubscribe>, <https://x.example/api/unsubscribe.php?token=${encodeURIComponent(TOKEN)}>`)).toBe(TOKEN);
    expect(unsubscribeTokenIn('<mailto:u@x.example?token=abc>')).toBeUndefined();
    expect(unsubscribeTokenIn(undefined)).toBeUndefined();
  });
});
