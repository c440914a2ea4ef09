/**
 * The PostgreSQL and Redis suites need servers. In CI (.ci/run sets both) a missing one fails the run: a skipped
 * suite there is a failure. Elsewhere the suite is skipped and test/support/services-banner.ts says so loudly.
 */
export type Service = 'TEST_DATABASE_URL' | 'REDIS_URL';

export const inCi = (): boolean => ['true', '1'].includes(String(process.env.CI).toLowerCase());

/** Whether the service is there; in CI its absence throws, failing the suite instead of skipping it. */
export function serviceOrSkip(service: Service, suite: string): boolean {
  if (process.env[service]) return true;
  if (inCi()) throw new Error(`${suite} needs ${service}; in CI a skipped suite is a failure (.ci/run sets it)`);
  return false;
}

export const postgresOrSkip = (suite: string): boolean => serviceOrSkip('TEST_DATABASE_URL', suite);
export const redisUrlOrSkip = (suite: string): boolean => serviceOrSkip('REDIS_URL', suite);
