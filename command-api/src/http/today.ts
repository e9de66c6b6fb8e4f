import { isValidTimeZone, todayInTimeZone } from '@life/domain';
import type { Context } from 'koa';

/** Request header naming the client's IANA time zone, e.g. `America/New_York`. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** The zone the request asked for, or UTC when the header is absent or not a known IANA zone. */
export function requestTimeZone(ctx: Pick<Context, 'get'>): string {
  return validZone(ctx.get(TIME_ZONE_HEADER));
}

function validZone(zone: string | undefined): string {
  const trimmed = zone?.trim() ?? '';
  return trimmed !== '' && isValidTimeZone(trimmed) ? trimmed : 'UTC';
}

/**
 * "Today" for this request: the user's local day, from X-Time-Zone. The one source of
 * command metadata.today and of the as-of day of balance queries, so both agree.
 */
export function requestToday(ctx: Pick<Context, 'get'>, now: Date): string {
  return todayInTimeZone(now, requestTimeZone(ctx));
}
