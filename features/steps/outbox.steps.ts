import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import type { OutgoingMail } from '../../domain/mail/mailer';
import { DeliverOutbox } from '../../domain/outbox/deliver-outbox';
import type { MailTransport } from '../../domain/outbox/outbox';

const START = new Date('2025-06-15T12:00:00Z');

/** A mail server that may refuse: it keeps what it accepts and every message id it was offered. */
class MailServer implements MailTransport {
  readonly accepted: OutgoingMail[] = [];
  readonly offeredIds: string[] = [];
  refusals = 0;
  lastAnswer = '';

  async deliver(mail: OutgoingMail, messageId: string): Promise<void> {
    this.offeredIds.push(messageId);
    if (this.refusals > 0) {
      this.refusals -= 1;
      this.lastAnswer = '451 4.3.2 Please try again later';
      throw new Error(this.lastAnswer);
    }
    this.accepted.push(mail);
  }
}

/** The outbox of one scenario: a transaction that writes to it, the queue, a worker and a mail server. */
class OutboxScene {
  readonly clock = new FixedClock(START);
  readonly queue = new InMemoryOutboxQueue(this.clock);
  readonly transactions = new InMemoryTransactions(new InMemoryStore(), this.clock, this.queue);
  readonly server = new MailServer();
  readonly worker = new DeliverOutbox({ queue: this.queue, mail: this.server, sms: { deliver: async () => {} }, clock: this.clock, random: { next: () => 0.5 }, worker: 'w1' });
}

const scenes = new WeakMap<object, OutboxScene>();
const sceneOf = (world: object): OutboxScene => {
  const scene = scenes.get(world);
  if (!scene) throw new Error('the outbox scene was not set up ("Given the outbox is empty")');
  return scene;
};

const confirmationFor = (name: string): OutgoingMail => ({
  to: `${name.toLowerCase()}@example.nl`,
  template: 'payment_confirmation',
  locale: 'nl',
  domain: 'hartslag.example',
  name,
  link: 'https://hartslag.example/transactions/HS-ORDER00001',
});

const mailsFor = (scene: OutboxScene, name: string) => scene.server.accepted.filter((mail) => mail.name === name).length;

Given('the outbox is empty', function () {
  scenes.set(this, new OutboxScene());
});

Given('the mail server refuses the next {int} mails', function (count: number) {
  sceneOf(this).server.refusals = count;
});

Given('the mail server refuses every mail', function () {
  sceneOf(this).server.refusals = Number.POSITIVE_INFINITY;
});

When('a purchase by {word} is recorded with its order confirmation', async function (name: string) {
  await sceneOf(this).transactions.run((scope) => scope.outbox.add({ kind: 'mail', mail: confirmationFor(name) }));
});

When('a purchase by {word} fails after its order confirmation was written', async function (name: string) {
  await assert.rejects(
    sceneOf(this).transactions.run(async (scope) => {
      await scope.outbox.add({ kind: 'mail', mail: confirmationFor(name) });
      throw new Error('the payment could not be credited');
    }),
  );
});

When('the worker delivers the outbox', async function () {
  await sceneOf(this).worker.run(20);
});

When('{int} seconds pass and the worker delivers the outbox', async function (seconds: number) {
  const scene = sceneOf(this);
  scene.clock.advance(seconds * 1000);
  await scene.worker.run(20);
});

When('the worker tries for {int} days', async function (days: number) {
  const scene = sceneOf(this);
  for (let minute = 0; minute < days * 24 * 60; minute += 10) {
    await scene.worker.run(20);
    scene.clock.advance(10 * 60 * 1000);
  }
});

When('the mail server accepts mail again and the operator sends the dead mails again', async function () {
  const scene = sceneOf(this);
  scene.server.refusals = 0;
  await scene.queue.revive(scene.clock.now());
});

Then('no mail has been sent yet', function () {
  assert.deepEqual(sceneOf(this).server.offeredIds, []);
});

Then('the mail server has received {int} mail(s) for {word}', function (count: number, name: string) {
  assert.equal(mailsFor(sceneOf(this), name), count);
});

Then('the mail is tried again between {int} and {int} seconds later', async function (from: number, to: number) {
  const scene = sceneOf(this);
  const [pending] = await scene.queue.list('pending', 1);
  assert.ok(pending, 'the mail is still waiting');
  const wait = (pending.nextAttemptAt.getTime() - scene.clock.now().getTime()) / 1000;
  assert.ok(wait >= from && wait <= to, `tried again after ${wait} s`);
});

Then('every attempt carried the same message id', function () {
  const ids = sceneOf(this).server.offeredIds;
  assert.ok(ids.length > 1);
  assert.equal(new Set(ids).size, 1);
});

Then('the mail was tried {int} times', function (count: number) {
  assert.equal(sceneOf(this).server.offeredIds.length, count);
});

Then('the operator sees {int} dead mail(s) with the mail server\'s answer', async function (count: number) {
  const scene = sceneOf(this);
  const dead = await scene.queue.list('dead', 10);
  assert.equal(dead.length, count);
  for (const row of dead) assert.equal(row.lastError, `Error: ${scene.server.lastAnswer}`);
});
