import { expect, it } from 'vitest';
import type { Outbox, OutboxItem, OutboxQueue } from '../../../domain/outbox/outbox';

const AT = new Date('2025-06-15T12:00:00Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

const mailTo = (to: string): OutboxItem => ({
  kind: 'mail',
  mail: { to, template: 'activation', locale: 'nl', domain: 'hartslag.example', name: 'Anna', link: 'https://hartslag.example/x', facts: [['Referentie', 'R-1']] },
});

/**
 * What every outbox queue does, in memory and on PostgreSQL/PGlite (decision 0042). `fresh()` gives an empty queue
 * whose rows are added at AT (its clock, or the database's rows stamped by the test's clock).
 */
export function outboxQueueContract(fresh: () => Promise<Outbox & OutboxQueue>): void {
  it('keeps an item as it was added: a mail with its facts, an SMS', async () => {
    const queue = await fresh();
    await queue.add(mailTo('anna@example.nl'));
    await queue.add({ kind: 'sms', to: '+31612345678', text: 'Code 123456' });

    const claimed = await queue.claim(AT, 10, 60, 'w1');
    expect(claimed.map((row) => row.item)).toEqual([mailTo('anna@example.nl'), { kind: 'sms', to: '+31612345678', text: 'Code 123456' }]);
    expect(claimed.map((row) => row.attempts)).toEqual([1, 1]);
    expect(claimed[0]!.id).toBeLessThan(claimed[1]!.id);
  });

  it('gives a row to one claim at a time until its lease ends, counting each attempt', async () => {
    const queue = await fresh();
    await queue.add(mailTo('anna@example.nl'));

    expect(await queue.claim(AT, 10, 60, 'w1')).toHaveLength(1);
    expect(await queue.claim(later(59), 10, 60, 'w1')).toEqual([]);
    const again = await queue.claim(later(60), 10, 60, 'w1');
    expect(again.map((row) => row.attempts)).toEqual([2]);
  });

  it('claims at most the limit, soonest due first', async () => {
    const queue = await fresh();
    for (const name of ['a', 'b', 'c']) await queue.add(mailTo(`${name}@example.nl`));
    const [first] = await queue.claim(AT, 1, 60, 'w1');
    await queue.retryLater(first!.id, 'refused', later(30));

    const next = await queue.claim(later(1), 5, 60, 'w1');
    expect(next.map((row) => (row.item.kind === 'mail' ? row.item.mail.to : ''))).toEqual(['b@example.nl', 'c@example.nl']);
    expect(await queue.claim(later(29), 5, 60, 'w1')).toEqual([]);
    expect((await queue.claim(later(30), 5, 60, 'w1')).map((row) => row.id)).toEqual([first!.id]);
  });

  it('never claims a delivered row again', async () => {
    const queue = await fresh();
    await queue.add(mailTo('anna@example.nl'));
    const [row] = await queue.claim(AT, 10, 60, 'w1');
    await queue.delivered(row!.id, later(1));

    expect(await queue.claim(later(3600), 10, 60, 'w1')).toEqual([]);
    expect(await queue.counts()).toEqual({ pending: 0, delivered: 1, dead: 0 });
    expect(await queue.list('delivered', 10)).toEqual([expect.objectContaining({ id: row!.id, kind: 'mail', state: 'delivered', attempts: 1, lastError: null })]);
  });

  it('keeps a buried row dead with its reason until the operator revives it', async () => {
    const queue = await fresh();
    await queue.add(mailTo('anna@example.nl'));
    const [row] = await queue.claim(AT, 10, 60, 'w1');
    await queue.bury(row!.id, 'Error: 550 no such user', later(1));

    expect(await queue.claim(later(86_400), 10, 60, 'w1')).toEqual([]);
    expect(await queue.counts()).toEqual({ pending: 0, delivered: 0, dead: 1 });
    expect(await queue.list('dead', 10)).toEqual([expect.objectContaining({ id: row!.id, state: 'dead', lastError: 'Error: 550 no such user' })]);

    expect(await queue.revive(later(2))).toBe(1);
    const revived = await queue.claim(later(2), 10, 60, 'w1');
    expect(revived.map((r) => [r.id, r.attempts])).toEqual([[row!.id, 1]]);
  });

  it('keeps the last error of a row tried again, and lists pending rows newest first', async () => {
    const queue = await fresh();
    await queue.add(mailTo('a@example.nl'));
    await queue.add(mailTo('b@example.nl'));
    const [first] = await queue.claim(AT, 1, 60, 'w1');
    await queue.retryLater(first!.id, 'Error: timeout', later(10));

    const pending = await queue.list('pending', 10);
    expect(pending.map((row) => row.id)).toEqual([first!.id + 1, first!.id]);
    expect(pending[1]).toMatchObject({ attempts: 1, lastError: 'Error: timeout', nextAttemptAt: later(10) });
    expect(await queue.counts()).toEqual({ pending: 2, delivered: 0, dead: 0 });
  });

  it('lets a worker renew its lease only while it holds the row', async () => {
    const queue = await fresh();
    await queue.add(mailTo('anna@example.nl'));
    const [row] = await queue.claim(AT, 10, 60, 'slow');

    expect(await queue.hold(row!.id, 'slow', later(30), 60)).toBe(true);
    expect(await queue.claim(later(89), 10, 60, 'other'), 'renewed until 90 s').toEqual([]);
    expect(await queue.claim(later(90), 10, 60, 'other')).toHaveLength(1);
    expect(await queue.hold(row!.id, 'slow', later(91), 60), 'another worker took it').toBe(false);
    expect(await queue.hold(row!.id, 'other', later(91), 60)).toBe(true);
    await queue.delivered(row!.id, later(92));
    expect(await queue.hold(row!.id, 'other', later(93), 60), 'a delivered row is nobody\'s').toBe(false);
  });
}
