import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: { name: 'model', include: ['tests/model/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
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
