import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server and database test files that mock modules, stub globals or drive timers: they need a
 * module graph of their own (docs/decisions/0029-e2e-projects.md).
 */
const needsIsolation = [
  'server/routes/asset/asset.test.ts',
  'server/routes/auth/session.test.ts',
  'server/routes/chat/events.test.ts',
  'server/jobs/scheduler.test.ts',
  'server/services/chat/chat-stream.test.ts',
  'server/services/group/group-mails.test.ts',
  'server/services/search/search-cache.test.ts',
];
const serverFiles = ['server/**/*.test.ts', 'db/**/*.test.ts'];
const excluded = ['node_modules/**', 'build/**', 'tests/e2e/**', 'data/**'];

// Unit and API tests. The React Router plugin is left out: tests import modules directly.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is a worker per core but one: on the 2-core machines, a single worker ran
    // every file on one core (docs/decisions/0060-test-workers.md)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          // the API and database tests: the files of one worker share their loaded modules
          // (Fastify, drizzle, PGlite) and each still opens its own database; about half the time
          name: 'server',
          include: serverFiles,
          exclude: [...excluded, ...needsIsolation],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // the web and shared tests (one i18next, module mocks) and the server files above
          name: 'isolated',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...excluded, 'server/**', 'db/**'],
        },
      },
      {
        extends: true,
        test: { name: 'server-isolated', include: needsIsolation, exclude: excluded },
      },
    ],
  },
});
