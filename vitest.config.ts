import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest keeps one core for itself by default, which on a 2-core machine runs one test file at
// a time. The files spend much of their time waiting (on their database, on sockets, on argon2
// hashing off the main thread), so two side by side finish the embedded-database run in about
// 55 % of the time there. The PostgreSQL run does the same: each file clones the seeded
// template into a database of its own.
const maxWorkers = Math.max(availableParallelism() - 1, 2);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
