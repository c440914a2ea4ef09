/** `scheduler.yield()` where the browser has it (Chromium 129+): the continuation runs ahead of other queued tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in between: a long
 * start-up (module evaluation, the store, hydration) becomes several short tasks (decision 0039).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
