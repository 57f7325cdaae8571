import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { socketAddress } from './live-handshake';

/** Which proxies' X-Forwarded-For the store believes: none, these addresses, or a rule. */
export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The client's address as Fastify reads it with the same trust (Fastify uses this library
 * too), for requests that never pass its router: socket.io's handshakes. Per-address limits
 * then count a live chat's messages against the same address as its HTTP requests.
 */
export function clientAddressWith(trust: ProxyTrust): (request: IncomingMessage) => string {
  if (trust === false) return socketAddress;
  const trusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}
