import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest keeps one core for itself by default (one worker on two cores). The unit and model tests
// use every core; the API tests wait on databases and child servers much of the time, so three run
// at once. API_TEST_WORKERS overrides it (CI runs the PostgreSQL pass beside the browser tests on two).
const API_TEST_WORKERS = Number(process.env['API_TEST_WORKERS'] ?? 3);

// Inline projects do not inherit root plugins (STACK.md): each gets react() itself.
export default defineConfig({
  test: {
    // `--coverage` (npm test's unit and API steps): line and branch figures of the code under test,
    // printed as a summary; nothing fails on them.
    coverage: {
      provider: 'v8',
      include: ['{server,src,machines,views}/**/*.{ts,tsx}'],
      reporter: ['text-summary'],
      reportOnFailure: true,
    },
    projects: [
      {
        plugins: [react()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: '100%' },
      },
      {
        plugins: [react()],
        test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: '100%' },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          maxWorkers: API_TEST_WORKERS,
          // Its own group: a run of every project takes the unit and model tests first, then these.
          sequence: { groupOrder: 1 },
          // Once per run: the migrated and seeded databases every test app copies (docs/decisions/0037-test-database-template.md).
          globalSetup: ['tests/support/server/database-template.ts'],
          // A real database per test app, and child servers in some files: give them room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
