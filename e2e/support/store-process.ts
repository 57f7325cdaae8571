import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export type StoreProcess = {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
};

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The store did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the store exactly as the README does (`npm start`), on a free loopback
 * port with its own data directory, and waits until it is healthy.
 */
export async function startStore(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<StoreProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'store-e2e-')));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...env,
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async (): Promise<void> => {
    const pid = child.pid;
    if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The whole group: npm, the start script and the server.
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 15_000);
    await exited;
    // npm may exit before the server has closed its database: wait for the whole group.
    while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 100));
    clearTimeout(timer);
  };
  try {
    // A guard for a start that hangs: a first start seeds the demo catalogue, which on a
    // busy 2-core machine has taken over three minutes.
    await waitForHealth(url, child, 360_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url, dataDir, output: () => log, stop };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}
