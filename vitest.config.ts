import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest keeps one core for itself by default, which on a 2-core machine runs one test file at
// a time. The files spend much of their time waiting (on their database, on sockets, on argon2
// hashing off the main thread), so two side by side finish the embedded-database run in about
// 55 % of the time there. The PostgreSQL run does the same: each file clones the seeded
// template into a database of its own.
const maxWorkers = Math.max(availableParallelism() - 1, 2);

const serverRoot = path.join(import.meta.dirname, 'apps', 'server');

/**
 * The server test files that replace a module with vi.mock. A replacement only takes effect
 * in a fresh module graph, and it must not reach the files after it, so these run isolated.
 */
function filesThatMockModules(): string[] {
  const source = path.join(serverRoot, 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(source, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const mockingFiles = filesThatMockModules();

const server = {
  root: './apps/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
  globalSetup: ['./src/test/global-setup.ts'],
} as const;

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
        // Each worker imports the app once and runs file after file in it, instead of
        // importing the whole app again for every file: that import was half the CPU time of
        // a run. Every file builds its app on a database of its own (test/build-test-app.ts),
        // so what one file stores never reaches another.
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mockingFiles],
          isolate: false,
        },
      },
      ...(mockingFiles.length > 0
        ? [{ test: { ...server, name: 'server-mocks', include: mockingFiles } }]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
