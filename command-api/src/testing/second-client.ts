/**
 * Fairness under load (issue 22): a second user times its own requests while another user's large
 * command runs. Its writes create goals (POST /api/goals); its reads list them (GET /api/goals)
 * with the X-Min-Position of its last write, as the web does, so a read also waits for its own
 * write to be projected: the whole latency another user sees.
 */
import type { TestClient, TestResponse } from './test-app';

export interface Latencies {
  /** Milliseconds per request, in the order they were made. */
  reads: number[];
  writes: number[];
  /** Answers other than the expected 200/201 (each is a failure of the second user). */
  failures: string[];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an unsorted sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarize(values: readonly number[]): LatencySummary {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(...values)),
  };
}

/**
 * Runs `work` and, meanwhile, the second user's requests one after another (a write, then a read),
 * until the work has settled and at least `minSamples` of each were made. Returns the work's result
 * (its error is rethrown after the timing stops) and the latencies.
 */
export async function timeSecondUserDuring<T>(
  second: TestClient,
  work: () => Promise<T>,
  options: { minSamples?: number; pairsPerSecond?: number } = {},
): Promise<{ result: T; latencies: Latencies }> {
  const minSamples = options.minSamples ?? 20;
  // A brisk user, within the per-user write limit (20 a second): at most 10 write-and-list pairs a second.
  const pairMs = 1000 / (options.pairsPerSecond ?? 10);
  const latencies: Latencies = { reads: [], writes: [], failures: [] };
  let done = false;
  let position = '';
  let n = 0;
  // A request that fails outright (a reset connection) is a failure of the second user, not of the run.
  const timedRequest = async (into: number[], label: string, expected: number, send: () => Promise<TestResponse>) => {
    const started = performance.now();
    try {
      const response = await send();
      await response.text();
      into.push(performance.now() - started);
      if (response.status !== expected) latencies.failures.push(`${label} ${response.status}`);
      return response;
    } catch (error) {
      into.push(performance.now() - started);
      latencies.failures.push(`${label} ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const load = (async () => {
    while (!done || latencies.reads.length < minSamples) {
      const pairStarted = performance.now();
      const created = await timedRequest(latencies.writes, 'POST /api/goals', 201, () =>
        second.post('/api/goals', { title: `Goal ${++n}`, category: 'Health' }),
      );
      if (created?.status === 201) position = created.headers.get('X-Position') ?? position;
      await timedRequest(latencies.reads, 'GET /api/goals', 200, () =>
        second.get('/api/goals', position ? { 'X-Min-Position': position } : {}),
      );
      const pause = pairMs - (performance.now() - pairStarted);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  })();
  try {
    return { result: await work(), latencies };
  } finally {
    done = true;
    await load;
  }
}
