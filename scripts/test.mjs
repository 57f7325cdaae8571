// `npm test`: every test. Unit and server tests on the embedded database, the server
// tests again on PostgreSQL when one is reachable (CI makes sure one is), then the
// end-to-end tests in Chromium against the built store.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const ci = process.env.CI === 'true';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...base, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${title} failed\n`);
    process.exit(result.status ?? 1);
  }
}

function reachable(url, defaultPort = 5432) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

// The scale-out tests (live messages across instances) need a real Redis.
const redis = (await reachable(redisUrl, 6379)) ? { REDIS_URL: redisUrl } : {};
if (!redis.REDIS_URL) {
  if (ci) {
    process.stderr.write(`✖ Redis is not reachable at ${redisUrl}; CI requires it.\n`);
    process.exit(1);
  }
  process.stdout.write(`\n⚠ Skipping the scale-out tests: nothing answers at ${redisUrl}.\n`);
}

run('Unit and server tests (embedded PGlite)', 'npx', ['vitest', 'run'], redis);

if (await reachable(postgresUrl)) {
  run(
    `Server tests on PostgreSQL (${new URL(postgresUrl).host})`,
    'npx',
    // Each file clones the seeded template into a database of its own (test/build-test-app.ts),
    // so files run side by side as on the embedded database.
    ['vitest', 'run', '--project', 'server'],
    { DATABASE_URL: postgresUrl, ...redis },
  );
} else if (ci) {
  process.stderr.write(`✖ PostgreSQL is not reachable at ${postgresUrl}; CI requires it.\n`);
  process.exit(1);
} else {
  process.stdout.write(`\n⚠ Skipping the PostgreSQL run: nothing answers at ${postgresUrl}.\n`);
}

if (existsSync(chromium)) {
  run('End-to-end tests (Chromium)', 'npm', ['run', 'test:e2e']);
} else if (ci) {
  process.stderr.write(`✖ Chromium not found at ${chromium}; CI requires it.\n`);
  process.exit(1);
} else {
  process.stdout.write(
    `\n⚠ Skipping end-to-end tests: install Chromium (apt-get install -y chromium).\n`,
  );
}
