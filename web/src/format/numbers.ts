/** Counts as every screen shows them: 1234 -> '1,234' (en-US grouping, like the money). */
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Bytes as megabytes with one decimal: 1_234_567 -> '1.2 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(Math.round(bytes / 100_000) / 10).toFixed(1)} MB`;
}
