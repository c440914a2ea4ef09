import { describe, expect, it } from 'vitest';
import { inParallel } from './in-parallel';

describe('inParallel', () => {
  it('does every item, never more than the limit at once, and gives the results in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await inParallel(
      [5, 1, 4, 2, 3, 0],
      async (delay, index) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, delay));
        running -= 1;
        return `${index}:${delay}`;
      },
      2,
    );
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
    expect(most).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(inParallel([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('two');
      return n;
    })).rejects.toThrow('two');
  });

  it('does nothing for no items', async () => {
    expect(await inParallel([], async () => 1)).toEqual([]);
  });
});
