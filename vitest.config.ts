import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Inline projects do not inherit root plugins (STACK.md): each gets react() itself.
export default defineConfig({
  test: {
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
          // PGlite boots a WebAssembly PostgreSQL per file: give it room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
