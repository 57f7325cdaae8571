import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

type ProbeMessage = { type: 'event-loop:reset' } | { type: 'event-loop:report' };

/**
 * When a parent process started the server with an IPC channel (the benchmark does),
 * answer its questions about event-loop delay. Nothing is exposed over HTTP.
 */
export function answerEventLoopProbes(): void {
  const send = process.send?.bind(process);
  if (!send) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  // The histogram records whole sampling intervals; the delay is what exceeds one.
  const delayMs = (nanoseconds: number): number => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  histogram.enable();
  process.on('message', (message: ProbeMessage) => {
    if (message.type === 'event-loop:reset') histogram.reset();
    if (message.type === 'event-loop:report') {
      send({
        type: 'event-loop:stats',
        p50Ms: delayMs(histogram.percentile(50)),
        p99Ms: delayMs(histogram.percentile(99)),
        maxMs: delayMs(histogram.max),
      });
    }
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
