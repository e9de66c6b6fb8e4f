/** to_char format of timestamps in API rows: UTC ISO-8601 with milliseconds, like Date.toISOString(). */
export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
