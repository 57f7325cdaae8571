import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

/** A signal every instance of the store hears, through one Redis channel. */
export type RedisBroadcast = {
  /** Tells the other instances; a lost connection drops the message (see `onHeard`). */
  announce: () => void;
  close: () => Promise<void>;
};

/**
 * Connects to a Redis channel: `announce` publishes, and `onHeard` runs for every other
 * instance's announcement, and once more whenever the subscription comes back after an
 * outage, since announcements made meanwhile were lost. An outage is logged once.
 */
export async function connectRedisBroadcast(
  url: string,
  channel: string,
  onHeard: () => void,
  log: (message: string, error?: unknown) => void,
): Promise<RedisBroadcast> {
  // This instance's own announcements come back on the channel; it has already acted on them.
  const self = randomUUID();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    let failing = false;
    // Without an error listener a lost connection would end the process.
    client.on('error', (error: unknown) => {
      if (!failing) log(`The Redis connection of "${channel}" failed`, error);
      failing = true;
    });
    client.on('ready', () => {
      if (failing && client === sub) onHeard();
      failing = false;
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, (message) => {
    if (message !== self) onHeard();
  });
  return {
    announce() {
      // Not awaited: a change never waits for Redis; with the connection down it is lost,
      // and the resubscription above forgets everything anyway.
      if (pub.isReady) pub.publish(channel, self).catch((error: unknown) => log(channel, error));
    },
    async close() {
      await Promise.allSettled(
        [pub, sub].map(async (client) => {
          if (client.isReady) await client.close();
          else client.destroy();
        }),
      );
    },
  };
}
