import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LocalEventBus } from '../../domain/realtime/local-event-bus';
import type { EventBus, LiveEvent } from '../../domain/realtime/live-event';
import { memberId } from '../../domain/shared/ids';
import { AfterCommitEvents } from './after-commit-events';

describe('live events after a commit', () => {
  it('reach the member as the bus carries them', async () => {
    const events = new AfterCommitEvents(new LocalEventBus(), pino({ level: 'silent' }));
    const seen: LiveEvent[] = [];
    await events.subscribe(memberId(7), (event) => seen.push(event));
    await events.publish(memberId(7), { type: 'credits', credits: 120 });
    expect(seen).toEqual([{ type: 'credits', credits: 120 }]);
  });

  it('never fail the committed change when the bus fails: the failure is logged', async () => {
    const broken: EventBus = {
      publish: async () => {
        throw new Error('Connection is closed.');
      },
      subscribe: async () => async () => {},
      close: async () => {},
    };
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const events = new AfterCommitEvents(broken, logger);

    await expect(events.publish(memberId(7), { type: 'credits', credits: 120 })).resolves.toBeUndefined();
    expect(lines.map((line) => JSON.parse(line) as { msg: string; event: string })).toEqual([
      expect.objectContaining({ msg: 'live event not published; the member sees it at the next poll', event: 'credits' }),
    ]);
  });
});
