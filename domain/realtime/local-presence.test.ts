import { memberId } from '../shared/ids';
import { LocalPresence } from './local-presence';
import { PRESENCE_TTL_MS } from './presence';

const anna = memberId(1);
const bram = memberId(2);
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 9) + ms);

describe('who is online', () => {
  it('counts a member online while any of her connections is open, and offline when the last closes', async () => {
    const presence = new LocalPresence();
    await presence.connected(anna, 'tab-1', at(0));
    await presence.connected(anna, 'tab-2', at(0));

    expect(await presence.onlineAmong([anna, bram], at(1000))).toEqual(new Set([anna]));
    await presence.disconnected(anna, 'tab-1');
    expect(await presence.onlineAmong([anna], at(1000))).toEqual(new Set([anna]));
    await presence.disconnected(anna, 'tab-2');
    expect(await presence.onlineAmong([anna], at(1000))).toEqual(new Set());
  });

  it('lets a connection without a heartbeat expire, and keeps one that beats', async () => {
    const presence = new LocalPresence();
    await presence.connected(anna, 'tab', at(0));
    await presence.connected(bram, 'tab', at(0));
    await presence.refreshed(bram, 'tab', at(PRESENCE_TTL_MS - 1000));

    expect(await presence.onlineAmong([anna, bram], at(PRESENCE_TTL_MS + 1))).toEqual(new Set([bram]));
  });
});
