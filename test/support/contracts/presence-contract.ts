import { expect, it } from 'vitest';
import { PRESENCE_TTL_MS, type Presence } from '../../../domain/realtime/presence';
import { memberId, type MemberId } from '../../../domain/shared/ids';

/**
 * What every Presence adapter does (domain/realtime/presence.ts; decision 0023), in this process or in Redis. `other` is
 * a second instance on the same store where the adapter has one (Redis), else the same. Members are new per test, so
 * tests sharing a store do not see each other's connections. Times are near the real clock: Redis expires keys by it.
 */
export function presenceContract(presence: () => Presence, other: () => Presence = presence): void {
  let sequence = 0;
  const newMember = (): MemberId => memberId(Math.floor(Math.random() * 1_000_000) * 100 + (sequence += 1));
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

  it('shows a connected member online on every instance until her last connection closes', async () => {
    const now = new Date();
    const [anna, bram] = [newMember(), newMember()];
    await presence().connected(anna, 'tab-1', now);
    await other().connected(anna, 'tab-2', now);
    expect(await other().onlineAmong([anna, bram], now)).toEqual(new Set([anna]));

    await presence().disconnected(anna, 'tab-1');
    expect(await presence().onlineAmong([anna], now)).toEqual(new Set([anna]));
    await other().disconnected(anna, 'tab-2');
    expect(await presence().onlineAmong([anna, bram], now)).toEqual(new Set());
  });

  it('counts a connection without a heartbeat as gone once it expires, and a heartbeat keeps it', async () => {
    const now = new Date();
    const [anna, bram] = [newMember(), newMember()];
    await presence().connected(anna, 'tab-1', now);
    await presence().connected(bram, 'tab-1', now);
    expect(await other().onlineAmong([anna, bram], at(now, PRESENCE_TTL_MS - 1))).toEqual(new Set([anna, bram]));

    await presence().refreshed(bram, 'tab-1', at(now, 1000));
    expect(await other().onlineAmong([anna, bram], at(now, PRESENCE_TTL_MS))).toEqual(new Set([bram]));
  });

  it('answers nobody for nobody asked, and forgets a connection it never had', async () => {
    const anna = newMember();
    await presence().disconnected(anna, 'never-opened');
    expect(await presence().onlineAmong([], new Date())).toEqual(new Set());
    expect(await presence().onlineAmong([anna], new Date())).toEqual(new Set());
  });
}
