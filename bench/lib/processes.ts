import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';

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

export async function waitForUrl(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts a Node script with an IPC channel, on loopback, with the given environment. A
 * TypeScript file runs through the benchmark's own loader (tsx); a JavaScript one (the built
 * store, the hello-world) runs as production runs it, without: the loader's thread alone
 * added some 280 MB to the store's resident memory.
 */
export function startNode(script: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _unused, ...base } = process.env;
  return fork(script, [], {
    env: { ...base, ...env },
    execArgv: script.endsWith('.ts') ? process.execArgv : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function ask<T>(child: ChildProcess, message: object, replyType: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (reply: { type: string }) => {
      if (reply.type !== replyType) return;
      child.off('message', onMessage);
      resolve(reply as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}
