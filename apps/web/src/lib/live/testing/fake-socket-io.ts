import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io client socket: the test plays the server's part, firing the
 * events the client listens to. Return it from a `vi.mock('socket.io-client', …)` factory.
 */
export class FakeSocket {
  active = true;
  readonly handlers = new Map<string, Handler[]>();
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly disconnect = vi.fn(() => {
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
  });
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
