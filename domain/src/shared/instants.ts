import { isIsoDate } from './dates';

/** yyyy-mm-ddThh:mm[:ss[.fraction]] and a zone (Z or ±hh:mm): an instant, never a wall-clock time. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An ISO 8601 date-time with a zone as the moment it names, else undefined: a bare date or a
 * zoneless time would mean a different instant for each reader. The as-of instant of the web's
 * `?asOf=` links and of the API's `asOf` parameter.
 */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT.exec(text);
  if (!match || !isIsoDate(match[1])) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}
