import { defineConfig } from 'vitest/config';

// Unit and API tests. The React Router plugin is left out: tests import modules directly.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // files of one worker share their loaded modules (PGlite, Fastify, drizzle): each file still
    // opens its own database, and the run takes about half the time (docs/decisions/0029)
    isolate: false,
  },
});
