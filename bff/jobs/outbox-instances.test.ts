import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres/database';
import { PostgresOutbox } from '../../adapters/postgres/postgres-outbox';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/support/smtp-receiver';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';

const MAILS = 200;

interface Received {
  readonly messageId: string;
  readonly to: string;
  readonly from: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decision 0042's promise across instances: two bff processes on one PostgreSQL (and Redis) share the outbox; one is
 * killed (SIGKILL) in the middle of its deliveries, after the mail server took a mail and before it answered, so
 * the instance never marked it delivered. The other takes over that instance's rows when their lease ends. Every mail
 * arrives, none is lost, and the one the killed instance sent comes again with the same Message-ID, so the receiver
 * keeps it once.
 */
describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('the outbox shared by two instances on %s', (kind) => {
  let database: Database;
  let smtp: SmtpReceiver;
  const received: Received[] = [];
  const instances = new Map<string, ChildProcess>();
  let killedAt: Received | undefined;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpReceiver({
      async receive(mail) {
        received.push({ messageId: mail.messageId, to: mail.to.join(','), from: mail.from });
        // Killed once the server holds its 40th mail, before it answers: the instance never hears that the mail was
        // taken, so it never marks that row delivered (the worst moment to die). Waiting for the exit makes it certain.
        if (!killedAt && mail.from === 'a@hartslag.example' && received.filter((r) => r.from === mail.from).length === 40) {
          killedAt = { messageId: mail.messageId, to: mail.to.join(','), from: mail.from };
          const child = instances.get('a')!;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await exited;
        }
        // A short pause per mail, as a real server's, so both instances are busy when one dies.
        await pause(5);
      },
    });
  });

  afterAll(async () => {
    for (const child of instances.values()) child.kill('SIGKILL');
    await smtp.close();
    await database.close();
  });

  const start = (name: string, databaseUrl: string, smtpPort: number) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/outbox-instance.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: 'memory',
          DATABASE_URL: databaseUrl,
          ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `outbox${Date.now()}` } : {}),
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_FROM: `Hartslag ${name.toUpperCase()} <${name}@hartslag.example>`,
          OUTBOX_LEASE_SECONDS: '2',
          OUTBOX_POLL_MS: '50',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      instances.set(name, child);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code} before it was ready`)));
    });

  it(`delivers each of ${MAILS} queued mails, none lost and none kept twice, when one instance is killed midway`, async () => {
    const { rows } = (await database.knex.raw('select current_database() as name')) as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const connection = url.toString();
    const outbox = new PostgresOutbox(database.knex, () => new Date());
    for (let i = 0; i < MAILS; i += 1) {
      await outbox.add({
        kind: 'mail',
        mail: { to: `member${i}@example.nl`, template: 'activation', locale: 'nl', domain: 'hartslag.example', name: `Lid ${i}`, link: `https://hartslag.example/complete-signup?token=t${i}` },
      });
    }
    await Promise.all([start('a', connection, smtp.port), start('b', connection, smtp.port)]);

    await expect.poll(() => new Set(received.map((r) => r.messageId)).size, { timeout: 60_000, interval: 100 }).toBe(MAILS);
    await expect.poll(async () => Number((await database.knex('outbox').whereNull('delivered_at').count({ n: '*' }).first())?.n), { timeout: 10_000 }).toBe(0);

    expect(killedAt, 'instance a was killed in the middle of its deliveries').toBeDefined();
    const byId = new Map<string, Received[]>();
    for (const mail of received) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
    // Each mail to its own member, under one Message-ID: the receiver keeps one of each.
    expect([...byId.values()].every((copies) => new Set(copies.map((c) => c.to)).size === 1)).toBe(true);
    expect(new Set(received.map((r) => r.to)).size).toBe(MAILS);
    // Only what the killed instance had sent but not yet marked comes twice, and from the other instance.
    const twice = [...byId.values()].filter((copies) => copies.length > 1);
    expect(twice.length, JSON.stringify(twice)).toBe(1);
    for (const copies of twice) expect(copies.map((c) => c.from)).toEqual(['a@hartslag.example', 'b@hartslag.example']);
    expect(received.length).toBe(MAILS + twice.length);

    const outboxRows = await database.knex('outbox').select('attempts', 'dead_at');
    expect(outboxRows.every((row: { dead_at: Date | null }) => row.dead_at === null)).toBe(true);
    // The rows the killed instance held were taken over when their lease ended.
    expect(outboxRows.filter((row: { attempts: number }) => row.attempts === 2).length).toBeGreaterThanOrEqual(1);
    expect(received.filter((r) => r.from === 'b@hartslag.example').length, 'the survivor delivered the rest').toBeGreaterThan(0);
  });
});
