// A client of its own for the health check: requests `HEALTH_URL` one at a time, with a
// short pause between answers as a monitor polls, until the parent sends `health:stop`;
// then replies with every round trip in milliseconds. A process of its own, so the load
// generator's event loop does not delay its requests.
import { setTimeout as sleep } from 'node:timers/promises';

const url = process.env.HEALTH_URL;
if (!url) throw new Error('HEALTH_URL is not set');

const state = { polling: true };
process.on('message', (message: { type: string }) => {
  if (message.type === 'health:stop') state.polling = false;
});

/** Pause between one answer and the next request. */
const PAUSE_MS = 20;

const times: number[] = [];
let failures = 0;
// Started under load, the process can take seconds to boot: the parent waits for this.
process.send?.({ type: 'health:polling' });
while (state.polling) {
  const sent = performance.now();
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) failures++;
  } catch {
    failures++;
  }
  times.push(performance.now() - sent);
  await sleep(PAUSE_MS);
}
process.send?.({ type: 'health:times', times, failures });
process.disconnect();
