import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPurgeJob } from './purge-job';

const every = (intervalSeconds: number) => ({ intervalSeconds, logger: pino({ level: 'silent' }) });

describe('the purge sweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the purge every interval and not before', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 0);
    const jobs = startPurgeJob({ run }, every(60));

    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('is off at 0, as in tests', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 0);
    const jobs = startPurgeJob({ run }, every(0));
    await vi.advanceTimersByTimeAsync(24 * 3600 * 1000);
    expect(run).not.toHaveBeenCalled();
    await jobs.stop();
  });

  it('never overlaps runs, and stop waits for the running purge', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
    const jobs = startPurgeJob({ run }, every(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('keeps going after a failed purge', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
    const jobs = startPurgeJob({ run }, every(1));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });
});
