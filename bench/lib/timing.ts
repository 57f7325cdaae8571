/** The 50th, 95th and 99th percentile of a set of times, in milliseconds. */
export type Percentiles = { p50: number; p95: number; p99: number };

export function percentilesOf(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Round trips of `count` requests to the URL, one at a time; throws on an error status. */
export async function timeRequests(
  url: string,
  headers: Record<string, string>,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - sent);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  }
  return times;
}

/** Milliseconds with one decimal. */
export const ms = (value: number) => value.toFixed(1);
