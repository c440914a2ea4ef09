import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import type { OutgoingMail } from '../mail/mailer';
import { DeliverOutbox, deliveryIdOf } from './deliver-outbox';
import type { MailTransport, SmsTransport } from './outbox';
import { OUTBOX_MAX_ATTEMPTS } from './retry-policy';

const NOW = new Date('2025-06-15T12:00:00Z');

const mail = (to: string): OutgoingMail => ({ to, template: 'activation', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://hartslag.example/x' });

/** A mail server that keeps what it accepts and refuses the next `refusals` tries. */
class FlakyMailServer implements MailTransport {
  readonly accepted: { to: string; messageId: string }[] = [];
  refusals = 0;

  async deliver(sent: OutgoingMail, messageId: string): Promise<void> {
    if (this.refusals > 0) {
      this.refusals -= 1;
      throw new Error('451 try again later\nsecond line');
    }
    this.accepted.push({ to: sent.to, messageId });
  }
}

class SmsGateway implements SmsTransport {
  readonly sent: { to: string; text: string }[] = [];
  async deliver(to: string, text: string): Promise<void> {
    this.sent.push({ to, text });
  }
}

let clock: FixedClock;
let queue: InMemoryOutboxQueue;
let server: FlakyMailServer;
let sms: SmsGateway;
let deliver: DeliverOutbox;

beforeEach(() => {
  clock = new FixedClock(NOW);
  queue = new InMemoryOutboxQueue(clock);
  server = new FlakyMailServer();
  sms = new SmsGateway();
  deliver = new DeliverOutbox({ queue, mail: server, sms, clock, random: { next: () => 0.5 }, worker: 'w1' });
});

describe('delivering the outbox', () => {
  it('delivers every due row once, mail and SMS, and marks it delivered', async () => {
    await queue.add({ kind: 'mail', mail: mail('anna@example.nl') });
    await queue.add({ kind: 'sms', to: '+31612345678', text: 'Je code is 123456' });

    expect(await deliver.run(10)).toEqual({ claimed: 2, lost: 0, delivered: 2, retried: 0, dead: 0 });
    expect(server.accepted.map((m) => m.to)).toEqual(['anna@example.nl']);
    expect(sms.sent).toEqual([{ to: '+31612345678', text: 'Je code is 123456' }]);
    expect(await queue.counts()).toEqual({ pending: 0, delivered: 2, dead: 0 });
    expect(await deliver.run(10)).toEqual({ claimed: 0, lost: 0, delivered: 0, retried: 0, dead: 0 });
  });

  it('tries a refused mail again after the backoff, with the same Message-ID, and not before', async () => {
    await queue.add({ kind: 'mail', mail: mail('anna@example.nl') });
    server.refusals = 1;

    expect(await deliver.run(10)).toMatchObject({ retried: 1 });
    const [pending] = await queue.list('pending', 1);
    expect(pending).toMatchObject({ attempts: 1, lastError: 'Error: 451 try again later' });
    // Jitter 0.5 of a first wait of 10 s: 7.5 s.
    expect(pending!.nextAttemptAt).toEqual(new Date(NOW.getTime() + 7500));

    clock.advance(7499);
    expect(await deliver.run(10)).toMatchObject({ claimed: 0 });
    clock.advance(1);
    expect(await deliver.run(10)).toMatchObject({ delivered: 1 });
    expect(server.accepted).toHaveLength(1);
    expect(server.accepted[0]!.messageId).toBe(deliveryIdOf({ id: 1, createdAt: NOW }));
  });

  it('keeps a row dead after its last attempt, with the reason, and tries it no more', async () => {
    await queue.add({ kind: 'mail', mail: mail('anna@example.nl') });
    server.refusals = Number.POSITIVE_INFINITY;

    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await deliver.run(10);
      clock.advance(24 * 3600 * 1000);
    }
    expect(await queue.counts()).toEqual({ pending: 0, delivered: 0, dead: 1 });
    expect((await queue.list('dead', 10))[0]).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'Error: 451 try again later' });
    expect(await deliver.run(10)).toMatchObject({ claimed: 0 });

    server.refusals = 0;
    expect(await queue.revive(clock.now())).toBe(1);
    expect(await deliver.run(10)).toMatchObject({ delivered: 1 });
  });

  it('does not let one failing row stop the others', async () => {
    await queue.add({ kind: 'mail', mail: mail('a@example.nl') });
    await queue.add({ kind: 'mail', mail: mail('b@example.nl') });
    server.refusals = 1;

    expect(await deliver.run(10)).toEqual({ claimed: 2, lost: 0, delivered: 1, retried: 1, dead: 0 });
    expect(server.accepted.map((m) => m.to)).toEqual(['b@example.nl']);
  });

  it('leaves a row another worker holds until its lease ends (a worker that died mid-delivery)', async () => {
    await queue.add({ kind: 'mail', mail: mail('anna@example.nl') });
    const died = await queue.claim(clock.now(), 10, 60, 'dead-worker');
    expect(died).toHaveLength(1);

    expect(await deliver.run(10)).toMatchObject({ claimed: 0 });
    clock.advance(60_000);
    expect(await deliver.run(10)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(server.accepted[0]!.messageId, 'the same id as the dead worker would have sent').toBe(deliveryIdOf(died[0]!));
  });

  it('takes at most a batch per round, oldest first', async () => {
    for (const to of ['a', 'b', 'c']) await queue.add({ kind: 'mail', mail: mail(`${to}@example.nl`) });
    expect(await deliver.run(2)).toMatchObject({ claimed: 2 });
    expect(server.accepted.map((m) => m.to)).toEqual(['a@example.nl', 'b@example.nl']);
  });

  it('skips a row whose lease ended while it delivered the rows before, and another worker took (no second send)', async () => {
    await queue.add({ kind: 'mail', mail: mail('a@example.nl') });
    await queue.add({ kind: 'mail', mail: mail('b@example.nl') });
    // The first delivery takes longer than the lease; meanwhile another worker claims the second row.
    const slow: MailTransport = {
      deliver: async (sent, messageId) => {
        clock.advance(61_000);
        if (sent.to === 'a@example.nl') await queue.claim(clock.now(), 10, 60, 'w2');
        server.accepted.push({ to: sent.to, messageId });
      },
    };
    const slowWorker = new DeliverOutbox({ queue, mail: slow, sms, clock, random: { next: () => 0.5 }, worker: 'w1' });

    expect(await slowWorker.run(10)).toEqual({ claimed: 2, lost: 1, delivered: 1, retried: 0, dead: 0 });
    expect(server.accepted.map((m) => m.to)).toEqual(['a@example.nl']);
  });
});
