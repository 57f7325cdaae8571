import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Drives `url` with autocannon and measures every response time for exact percentiles.
 * With `paths`, each connection requests them in turn (on the origin of `url`); with
 * `nextPath`, every request asks it for its path (so each can be a different one).
 */
export async function load(
  url: string,
  options: {
    connections: number;
    durationSeconds: number;
    paths?: readonly string[];
    nextPath?: () => string;
  },
): Promise<LoadResult> {
  const times: number[] = [];
  const { nextPath } = options;
  const requests = nextPath
    ? [
        {
          method: 'GET' as const,
          setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
        },
      ]
    : options.paths?.map((path) => ({ method: 'GET' as const, path }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        ...(requests ? { requests } : {}),
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
