import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Globals, so tests beside the domain files import nothing outside domain/ but the in-memory adapters.
          globals: true,
          include: ['domain/**/*.test.ts', 'tools/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A MobX warning (a store changing state outside an action) fails its test.
          setupFiles: ['test/support/mobx-warnings.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['bff/**/*.test.ts', 'adapters/**/*.test.ts'],
          setupFiles: ['test/support/setup.ts'],
          globalSetup: ['test/support/services-banner.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // A page hydrates and answers in its own time: polls wait for it rather than fail on a busy machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          setupFiles: ['test/support/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
