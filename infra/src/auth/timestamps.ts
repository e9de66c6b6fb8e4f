/** timestamptz as pg (Date) or PGlite (Date or string) hands it back, as a Date. */
export function toDate(value: unknown): Date {
  return new Date(value as string | Date);
}
