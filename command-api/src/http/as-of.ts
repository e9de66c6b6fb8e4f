import { EARLIEST_SUPPORTED_DATE, todayInTimeZone, ValidationError } from '@life/domain';
import { parseInstant } from '@life/domain/shared/instants';
import { LIVE, versionsKnownAt, type RowSource } from '@life/projector/projections/as-of/source';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { readModel } from './read-model';
import { requestTimeZone, requestToday } from './today';
import { parseQuery } from './validate';

export const asOfMessages = {
  invalid: 'asOf must be an ISO 8601 date-time with a time zone, e.g. 2026-11-21T14:03:00Z',
  tooEarly: `asOf must be on or after ${EARLIEST_SUPPORTED_DATE}`,
  withChangedSince: 'asOf cannot be combined with changedSince',
  notSupported: 'asOf is not supported here yet',
  presentOnly: 'asOf is not supported here: this answers what a change would do now',
} as const;

const EARLIEST_INSTANT = new Date(`${EARLIEST_SUPPORTED_DATE}T00:00:00.000Z`);

const asOfQuerySchema = z.object({
  asOf: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const instant = parseInstant(value);
      if (!instant) ctx.addIssue({ code: 'custom', message: asOfMessages.invalid });
      else if (instant < EARLIEST_INSTANT) ctx.addIssue({ code: 'custom', message: asOfMessages.tooEarly });
      return instant;
    }),
});

/** A moment to answer "as of": the instant (UTC ISO) and the caller's local day then (X-Time-Zone). */
export interface AsOf {
  instant: string;
  day: string;
}

/**
 * The `asOf` query parameter (issue 10) of the money reads: undefined when absent; malformed or
 * before 1901 a 400 on `asOf`; a moment after the server's now is answered as of now (nothing later
 * is known yet). Waits for the caller's last write on money-history, or the `readModels` the read
 * takes its versions from (X-Min-Position), before the read.
 */
export async function asOfParam(ctx: Context, deps: AppDeps, readModels: readonly string[] = [MONEY_HISTORY]): Promise<AsOf | undefined> {
  const { asOf: requested } = parseQuery({ asOf: ctx.query.asOf }, asOfQuerySchema);
  if (requested === undefined) return undefined;
  const now = deps.clock();
  const instant = requested > now ? now : requested;
  await readModel(ctx, deps, readModels);
  return { instant: instant.toISOString(), day: todayInTimeZone(instant, requestTimeZone(ctx)) };
}

/**
 * Where a read takes its rows (issue 26) and the caller's today: the live `readModels` (after the
 * caller's last write) and today, or with `?asOf=` the versions known then and that moment's day.
 */
export async function readSource(
  ctx: Context,
  deps: AppDeps,
  readModels: readonly string[],
): Promise<{ source: RowSource; today: string; asOf: AsOf | undefined }> {
  const asOf = await asOfParam(ctx, deps, readModels);
  if (asOf) return { source: versionsKnownAt(asOf.instant), today: asOf.day, asOf };
  await readModel(ctx, deps, readModels);
  return { source: LIVE, today: requestToday(ctx, deps.clock()), asOf };
}

/** For reads that do not answer "as of" yet: a present asOf is a 400 rather than a silently current answer. */
export function refuseAsOf(ctx: Context, message: string = asOfMessages.notSupported): void {
  if (ctx.query.asOf !== undefined) throw ValidationError.of('asOf', message);
}
