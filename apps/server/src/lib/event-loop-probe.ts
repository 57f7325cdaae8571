import { monitorEventLoopDelay } from 'node:perf_hooks';

type ProbeMessage = { type: 'event-loop:reset' } | { type: 'event-loop:report' };

/**
 * When a parent process started the server with an IPC channel (the benchmark does),
 * answer its questions about event-loop delay. Nothing is exposed over HTTP.
 */
export function answerEventLoopProbes(): void {
  const send = process.send?.bind(process);
  if (!send) return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('message', (message: ProbeMessage) => {
    if (message.type === 'event-loop:reset') histogram.reset();
    if (message.type === 'event-loop:report') {
      send({
        type: 'event-loop:stats',
        p50Ms: histogram.percentile(50) / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        maxMs: histogram.max / 1e6,
      });
    }
  });
  // The IPC channel must not keep a stopping server alive.
  process.channel?.unref();
}
