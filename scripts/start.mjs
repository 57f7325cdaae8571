// `npm start`: builds the web app and the server when their sources changed since the
// last build, then runs the store. Migrations and the demo seed run inside the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, stamp(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

const sources = Math.max(
  ...[
    'apps/web/src',
    'apps/web/public',
    'apps/server/src',
    'apps/server/drizzle',
    'packages/shared/src',
  ].map((d) => newestIn(path.join(root, d))),
  ...[
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/server/build.mjs',
    'package-lock.json',
  ].map((f) => stamp(path.join(root, f))),
);
const built = Math.min(
  stamp(path.join(root, 'apps/web/dist/index.html')),
  stamp(path.join(root, 'apps/server/dist/main.js')),
);

if (built < sources) {
  process.stdout.write('Building the store…\n');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `--build-only`: bring the build up to date and stop (the end-to-end tests build once before
// starting several stores side by side).
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
