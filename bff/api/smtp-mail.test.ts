import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { signupForm } from '../../test/support/signup-form';
import { startTestServer, type TestServer } from '../../test/support/test-server';

interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes, read as UTF-8. */
const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The text/plain part of a raw multipart message, decoded. */
function textPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split);
    if (!/Content-Type: text\/plain/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '');
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  throw new Error('no text part');
}

describe.each(databaseKinds())('mail over SMTP on %s', (kind) => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Hartslag <no-reply@hartslag.example>' } });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the activation mail through a real SMTP server; its link activates the account', async () => {
    const email = `smtp-${Date.now()}@example.nl`;
    const signup = await server.api.post('/api/signup.php').send(signupForm({ email }));
    expect(signup.status).toBe(201);
    expect(signup.body.user.status).toBe('not_confirmed');

    const mail = received.find((m) => m.to.includes(email));
    expect(mail, 'the SMTP server received the mail').toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Bevestig je e-mailadres bij Hartslag/m);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const text = textPart(mail!.raw);
    expect(text).toContain('Hoi Sanne,');
    expect(text).toContain('Hartslag Media B.V.');
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    expect(link).toMatch(/\/complete-signup\?token=/);
    expect((await server.api.get('/dev/mailbox/latest.json').query({ to: email })).status).toBe(404);

    const activated = await server.api.post('/api/activate.php').send({ token: new URL(link!).searchParams.get('token') });
    expect(activated.status).toBe(200);
    expect(activated.body.user).toMatchObject({ email, status: 'active' });
  });
});
