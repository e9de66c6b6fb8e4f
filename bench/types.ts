/** One benchmark module: `npm run bench -- --only <name>` runs a subset. */
export interface BenchModule {
  name: string;
  /** Returns a JSON-serialisable result; progress goes to stderr (stdout is the one JSON document). */
  run(): Promise<unknown>;
}

export interface Target {
  target: string;
  met: boolean;
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Nearest-rank percentile of an unsorted sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
