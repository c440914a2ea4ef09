import { expect, it } from 'vitest';
import { IDEMPOTENCY_HOURS } from '../../../domain/shared/idempotency';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const later = (hours: number) => new Date(CONTRACT_NOW.getTime() + hours * 3_600_000);

/** What every IdempotencyKeys adapter does (domain/shared/idempotency.ts; decision 0014). */
export function idempotencyKeysContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('gives a new key to its first request, tells a second one it is in flight, and a different request that it does not match', async () => {
    const anna = await addMember(world());
    expect(await world().idempotencyKeys.claim(anna, 'k1', 'POST /send a', CONTRACT_NOW)).toEqual({ state: 'claimed' });
    expect(await world().idempotencyKeys.claim(anna, 'k1', 'POST /send a', CONTRACT_NOW)).toEqual({ state: 'in_flight' });
    expect(await world().idempotencyKeys.claim(anna, 'k1', 'POST /send b', CONTRACT_NOW)).toEqual({ state: 'mismatch' });
  });

  it('gives the stored answer again once the work is done', async () => {
    const anna = await addMember(world());
    await world().idempotencyKeys.claim(anna, 'k1', 'f', CONTRACT_NOW);
    const answer = { status: 201, body: { credits: 85, message: { id: 7, body: 'Hoi' } } };
    await world().idempotencyKeys.complete(anna, 'k1', answer);
    expect(await world().idempotencyKeys.claim(anna, 'k1', 'f', later(1))).toEqual({ state: 'done', answer });
    expect(await world().idempotencyKeys.claim(anna, 'k1', 'g', later(1))).toEqual({ state: 'mismatch' });
  });

  it('keeps each member’s keys apart', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().idempotencyKeys.claim(anna, 'k1', 'f', CONTRACT_NOW);
    expect(await world().idempotencyKeys.claim(bram, 'k1', 'f', CONTRACT_NOW)).toEqual({ state: 'claimed' });
  });

  it('lets a retry claim a key given back after a failure, but never one whose work was done', async () => {
    const anna = await addMember(world());
    await world().idempotencyKeys.claim(anna, 'failed', 'f', CONTRACT_NOW);
    await world().idempotencyKeys.release(anna, 'failed');
    expect(await world().idempotencyKeys.claim(anna, 'failed', 'f', CONTRACT_NOW)).toEqual({ state: 'claimed' });

    await world().idempotencyKeys.claim(anna, 'done', 'f', CONTRACT_NOW);
    await world().idempotencyKeys.complete(anna, 'done', { status: 200, body: null });
    await world().idempotencyKeys.release(anna, 'done');
    expect(await world().idempotencyKeys.claim(anna, 'done', 'f', CONTRACT_NOW)).toEqual({ state: 'done', answer: { status: 200, body: null } });
  });

  it(`forgets a key after ${IDEMPOTENCY_HOURS} hours: the next request with it is a new one`, async () => {
    const anna = await addMember(world());
    await world().idempotencyKeys.claim(anna, 'old', 'f', CONTRACT_NOW);
    await world().idempotencyKeys.complete(anna, 'old', { status: 200, body: { a: 1 } });
    expect((await world().idempotencyKeys.claim(anna, 'old', 'f', later(IDEMPOTENCY_HOURS - 0.01))).state).toBe('done');
    expect(await world().idempotencyKeys.claim(anna, 'old', 'other request', later(IDEMPOTENCY_HOURS))).toEqual({ state: 'claimed' });
    expect(await world().idempotencyKeys.claim(anna, 'old', 'other request', later(IDEMPOTENCY_HOURS))).toEqual({ state: 'in_flight' });
  });

  it('gives a key to exactly one of many parallel requests', async () => {
    const anna = await addMember(world());
    const claims = await Promise.all(Array.from({ length: 10 }, () => world().idempotencyKeys.claim(anna, 'race', 'f', CONTRACT_NOW)));
    expect(claims.filter((c) => c.state === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.state === 'in_flight')).toHaveLength(9);
  });
}
