// One call under load, as the page benchmarks measure it (pages.ts, scale.ts): a 2 s warm-up, then `seconds` of
// autocannon at `connections` (one: the latency is the server time of one answer), with the browser's
// accept-encoding. With `uniquePath` each request asks a new address (a query the page ignores, or a new keyword),
// which no cache has answered before.
import autocannon, { type Request } from 'autocannon';

/** The p-th percentile (0-100) of values sorted ascending, by nearest rank; 0 when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The median of values, the mean of the middle two (to two decimals) for an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 100) / 100;
}

export interface Measured {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

/**
 * The call's autocannon result after its warm-up; `onStart` runs between the two, where the timed part begins (for a
 * measure of its own, such as the CPU the answers took).
 */
export async function runCall(
  url: string,
  {
    seconds,
    connections,
    headers = {},
    uniquePath,
    onStart,
  }: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    uniquePath?: (count: number) => string;
    onStart?: () => void;
  },
) {
  let count = 0;
  const options = {
    url,
    connections,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    ...(uniquePath && {
      requests: [{ setupRequest: (request: Request) => ({ ...request, path: uniquePath((count += 1)) }) }],
    }),
  };
  await autocannon({ ...options, duration: 2 });
  onStart?.();
  return autocannon({ ...options, duration: seconds });
}

export async function measureCall(url: string, options: Parameters<typeof runCall>[1]): Promise<Measured> {
  const result = await runCall(url, options);
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx + result.errors + result.timeouts,
  };
}
