import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly from: string;
  readonly messageId: string;
  readonly raw: string;
}

export interface SmtpReceiver {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A mail server on loopback for tests: `receive` sees each mail and may refuse it by throwing (an error with a
 * `responseCode` such as 451 is a temporary refusal); `accepted` runs after the server has answered that it took it.
 */
export async function startSmtpReceiver(handlers: { receive(mail: ReceivedMail): Promise<void> | void; accepted?(mail: ReceivedMail): void }): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          raw,
        };
        Promise.resolve()
          .then(() => handlers.receive(mail))
          .then(
            () => {
              callback();
              handlers.accepted?.(mail);
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
