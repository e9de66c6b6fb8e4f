/**
 * The browser's IANA time zone (the user's), falling back to UTC: the one source of the
 * `X-Time-Zone` header and of the web's local "today".
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
