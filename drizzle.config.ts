import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs db/schema against the committed snapshots and writes a new migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
