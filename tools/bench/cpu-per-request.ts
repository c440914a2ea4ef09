/**
 * The CPU a target's own process spends per request over the measured seconds (after the warm-up): the figure the
 * other engineers' builds and tests on the same 2 cores disturb least (the throughput drops when they take the CPU;
 * CPU per request hardly moves). Used by bench, bench:chats and bench:ssr.
 */
import { readFileSync } from 'node:fs';
import { measure, type LoadSettings } from './common';
import type { Target } from './target-process';

/** CPU time (user + system, every thread) a process has used so far, in ms; undefined where there is no /proc. */
function cpuMsOf(pid: number): number | undefined {
  try {
    // Fields 14 and 15 (utime, stime) in clock ticks (100 a second on Linux), after the parenthesised command name.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** measure() with the CPU its target used per request over the measured seconds (undefined without /proc). */
export async function measureWithCpu(target: Target, request: Parameters<typeof measure>[1], settings: LoadSettings) {
  let start: number | undefined;
  const warmedUp = setTimeout(() => (start = cpuMsOf(target.pid)), settings.warmupSeconds * 1000);
  const row = await measure(target, request, settings);
  clearTimeout(warmedUp);
  const end = cpuMsOf(target.pid);
  return { row, cpuMsPerRequest: start === undefined || end === undefined || row.total === 0 ? undefined : (end - start) / row.total };
}
