import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the last snapshot and writes plain SQL migrations;
// the server applies them on start (server/db/database.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
