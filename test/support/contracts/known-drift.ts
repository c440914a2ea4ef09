import { it } from 'vitest';

/**
 * A difference between an adapter and PostgreSQL that is known and not fixed yet (its owner is told; the report of the
 * contract's author names it). The contract's test runs all the same, expected to fail (`it.fails`): when the adapter
 * is fixed the test passes, `it.fails` fails, and the drift is taken off the runner's list.
 */
export type KnownDrift<Key extends string> = readonly Key[];

export function testsWithDrift<Key extends string>(known: KnownDrift<Key> = []) {
  const drifting = new Set<string>(known);
  return (key: Key, name: string, test: () => Promise<void>): void => {
    if (drifting.has(key)) it.fails(`${name} [known drift: ${key}]`, test);
    else it(name, test);
  };
}
