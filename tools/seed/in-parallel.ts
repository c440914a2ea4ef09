import os from 'node:os';

/** As many at once as the machine has cores: sharp runs one thread per image here, so this keeps every core busy. */
export const DEFAULT_PARALLELISM = os.availableParallelism();

/** `work` for every item, at most `limit` at a time, the results in the items' order. The first failure rejects. */
export async function inParallel<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>, limit = DEFAULT_PARALLELISM): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
