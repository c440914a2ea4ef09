import { afterEach } from 'vitest';

/**
 * A MobX warning fails the test that caused it (issue 27): in strict mode MobX only warns (console.warn) when a store
 * changes an observed value outside an action, e.g. after an `await`; such a change is not batched and may render a
 * half-changed state. The warning is recorded with where it came from and the test fails after it ran.
 */
const warnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (text.includes('[MobX]')) warnings.push(`${text}\n${new Error('from').stack?.split('\n').slice(2, 12).join('\n') ?? ''}`);
  warn(...args);
};

afterEach(() => {
  if (warnings.length === 0) return;
  const found = warnings.splice(0);
  throw new Error(`MobX warned ${found.length} time(s):\n${found.join('\n\n')}`);
});
