// `npm test`: every test. Unit and server tests on the embedded database, the server
// tests again on PostgreSQL when one is reachable (CI makes sure one is), then the
// end-to-end tests in Chromium against the built store.
//
// The work comes in two stages. The first runs its phases side by side: the embedded-database
// run, the PostgreSQL run (whose database work happens in the PostgreSQL server) and the
// store's build for the end-to-end tests each wait on something else much of the time, so on
// a 2-core machine they finish well before the same phases one after another. The end-to-end
// tests run alone after them: they wait on what a browser sees within time limits, and the
// store and the browser already keep both cores busy (e2e/playwright.config.ts).
//
// A stage of one phase prints its output as it comes. Phases side by side print theirs as
// one block each when they end, so every line stays under its phase's title.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const ci = process.env.CI === 'true';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Runs one phase. Alone it streams its output; beside others it collects the output and
 * prints it as one block at the end. Resolves with whether it passed and how long it took.
 */
function runPhase(phase, { alone }) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const env = { ...base, ...phase.env };
  // Collected output keeps its colours when the terminal shows them.
  if (!alone && process.stdout.isTTY && !env.NO_COLOR) env.FORCE_COLOR ??= '1';
  const started = Date.now();
  if (alone) process.stdout.write(`\n▶ ${phase.title}\n`);
  else process.stdout.write(`\n… ${phase.title}: started beside the others\n`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    let ended = false;
    const finish = (passed) => {
      // A child that cannot start reports an error and may then close as well.
      if (ended) return;
      ended = true;
      const took = Date.now() - started;
      if (!alone) {
        process.stdout.write(`\n▶ ${phase.title}\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const mark = passed ? '✔' : '✖';
      process.stdout.write(
        `\n${mark} ${phase.title} ${passed ? 'passed' : 'failed'} (${minutes(took)})\n`,
      );
      resolve({ title: phase.title, passed, took });
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.once('close', (code) => finish(code === 0));
  });
}

/** Runs the stages one after another, each stage's phases side by side; stops after a failure. */
async function runStages(stages) {
  const results = [];
  for (const stage of stages.filter((s) => s.length > 0)) {
    const running = new Set(stage.map((phase) => phase.title));
    const started = Date.now();
    // Collected output shows nothing until a phase ends: say now and then what still runs.
    const heartbeat =
      stage.length > 1 &&
      setInterval(() => {
        const titles = [...running].join('; ');
        process.stdout.write(`… ${minutes(Date.now() - started)} still running: ${titles}\n`);
      }, 120_000);
    const ended = await Promise.all(
      stage.map(async (phase) => {
        const result = await runPhase(phase, { alone: stage.length === 1 });
        running.delete(phase.title);
        return result;
      }),
    );
    if (heartbeat) clearInterval(heartbeat);
    results.push(...ended);
    if (ended.some((result) => !result.passed)) break;
  }
  process.stdout.write('\nPhases:\n');
  for (const { title, passed, took } of results) {
    process.stdout.write(`  ${passed ? '✔' : '✖'} ${minutes(took).padStart(6)}  ${title}\n`);
  }
  const failed = results.filter((result) => !result.passed);
  for (const { title } of failed) process.stderr.write(`\n✖ ${title} failed\n`);
  return failed.length === 0;
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

const first = [
  {
    title: 'Unit and server tests (embedded PGlite)',
    command: 'npx',
    args: ['vitest', 'run'],
    env: redis,
  },
];
const second = [];

if (await reachable(postgresUrl)) {
  first.push({
    title: `Server tests on PostgreSQL (${new URL(postgresUrl).host})`,
    command: 'npx',
    // Each file clones the seeded template into a database of its own (test/build-test-app.ts),
    // so files run side by side as on the embedded database.
    args: ['vitest', 'run', '--project', 'server', '--project', 'server-mocks'],
    env: { DATABASE_URL: postgresUrl, ...redis },
  });
} else if (ci) {
  process.stderr.write(`✖ PostgreSQL is not reachable at ${postgresUrl}; CI requires it.\n`);
  process.exit(1);
} else {
  process.stdout.write(`\n⚠ Skipping the PostgreSQL run: nothing answers at ${postgresUrl}.\n`);
}

if (existsSync(chromium)) {
  // The end-to-end tests start the built store; building it here overlaps the build with the
  // tests above, and the tests' own set-up then finds it up to date (scripts/start.mjs).
  first.push({
    title: 'Build the store for the end-to-end tests',
    command: 'node',
    args: ['scripts/start.mjs', '--build-only'],
  });
  second.push({ title: 'End-to-end tests (Chromium)', command: 'npm', args: ['run', 'test:e2e'] });
} else if (ci) {
  process.stderr.write(`✖ Chromium not found at ${chromium}; CI requires it.\n`);
  process.exit(1);
} else {
  process.stdout.write(
    `\n⚠ Skipping end-to-end tests: install Chromium (apt-get install -y chromium).\n`,
  );
}

process.exit((await runStages([first, second])) ? 0 : 1);
