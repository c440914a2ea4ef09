import { inCi, type Service } from './services';

const HOW: Record<Service, string> = {
  TEST_DATABASE_URL: 'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (suites make and drop databases beside it)',
  REDIS_URL: 'REDIS_URL=redis://127.0.0.1:6379',
};

/** vitest globalSetup: once per run, fails in CI or says loudly which suites are skipped, and how to run them. */
export default function servicesBanner(): void {
  const missing = (Object.keys(HOW) as Service[]).filter((service) => !process.env[service]);
  if (missing.length === 0) return;
  if (inCi()) throw new Error(`CI needs ${missing.join(' and ')}: the PostgreSQL and Redis suites must run, not skip`);
  const line = '!'.repeat(100);
  console.warn(
    [
      line,
      `!! SKIPPED: the suites on ${missing.map((s) => (s === 'REDIS_URL' ? 'Redis' : 'PostgreSQL')).join(' and ')}`,
      '!! (among them: balance equals the ledger under 50 concurrent sends, two instances over Redis).',
      `!! Run them with: ${missing.map((s) => HOW[s]).join(' ')} npm run test:integration`,
      line,
    ].join('\n'),
  );
}
