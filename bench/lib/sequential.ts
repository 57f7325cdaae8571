/** Latency of one request at a time: what the server spends per request, without queueing. */
export type SequentialResult = {
  requests: number;
  requestsPerSecond: number;
  /** Round trip as the client sees it. */
  p50Ms: number;
  p95Ms: number;
  /** Time inside the server, from its Server-Timing header (`app;dur=…`). */
  serverP50Ms: number;
  serverP95Ms: number;
  errors: number;
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The `dur` of the first Server-Timing metric, in milliseconds; NaN without one. */
function serverDuration(header: string | null): number {
  const match = header?.match(/dur=([\d.]+)/);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Requests the URLs in turn, one connection and one request at a time, for the given time
 * (at least one round over the URLs).
 */
export async function measureSequential(
  urls: readonly string[],
  durationSeconds: number,
): Promise<SequentialResult> {
  const client: number[] = [];
  const server: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  for (let i = 0; i < urls.length || performance.now() < deadline; i++) {
    const url = urls[i % urls.length] ?? '';
    const sent = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    client.push(performance.now() - sent);
    if (!res.ok) errors++;
    const inside = serverDuration(res.headers.get('server-timing'));
    if (!Number.isNaN(inside)) server.push(inside);
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  client.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    requests: client.length,
    requestsPerSecond: client.length / elapsedSeconds,
    p50Ms: percentile(client, 50),
    p95Ms: percentile(client, 95),
    serverP50Ms: percentile(server, 50),
    serverP95Ms: percentile(server, 95),
    errors,
  };
}
