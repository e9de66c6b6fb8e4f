/** to_char format of timestamps in API rows: UTC ISO-8601 with milliseconds, like Date.toISOString(). */
export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Query parameters gathered as the SQL is written: `param(value)` appends one and returns its placeholder. */
export function sqlParams(...first: unknown[]): { params: unknown[]; param: (value: unknown) => string } {
  const params = [...first];
  return { params, param: (value) => `$${params.push(value)}` };
}
