import { ValidationError, type TransactionChangesJson } from '@life/domain';
import { readCheckpoint } from '@life/projector/checkpoints';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { listTransactionChanges, type TransactionMatch } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { openForCaller, sealForCaller } from '../http/positions';
import { parseQuery } from '../http/validate';
import { toTransactionJson } from './mapping';

/**
 * Response header of GET /api/transactions: the ledger's checkpoint the answer reflects, read
 * before the rows (so nothing applied after it is missing: at worst a change comes twice, which a
 * client merges harmlessly); a token, sealed on the way out like every position (http/positions.ts).
 * Not X-Position: the web client sends the X-Position tokens it holds as X-Min-Position on every
 * read, which would make unrelated reads wait for the ledger.
 */
export const READ_POSITION_HEADER = 'X-Read-Position';

/** More changes than this since the client's position: it reloads its pages instead (one page's worth). */
export const MAX_CHANGES = 500;

export const changedSinceMessage = 'changedSince must be a position from X-Read-Position';

/** A token from X-Read-Position (base64url); whether it opens for the caller is checked next. */
const changesQuerySchema = z.object({
  changedSince: z.string().regex(/^[\w-]{1,200}$/, { message: changedSinceMessage }),
});

/** The ledger checkpoint now ('' before its first event), as X-Read-Position. */
export async function setReadPosition(ctx: Context, deps: Pick<AppDeps, 'db'>): Promise<void> {
  const position = await readCheckpoint(deps.db, MONEY_LEDGER);
  if (position) ctx.set(READ_POSITION_HEADER, position);
}

/**
 * GET /api/transactions?changedSince=<token> (beyond SPEC): what the list polling needs to
 * bring loaded pages up to date, instead of fetching every page again. Paging (cursor, limit) does
 * not apply; the other filters do. A token the caller was not given (another user's, tampered, a
 * raw position) proves nothing: 400, like a malformed one.
 */
export async function transactionChanges(ctx: Context, deps: Pick<AppDeps, 'db'>, userId: string, filters: TransactionMatch) {
  const { changedSince } = parseQuery({ changedSince: ctx.query.changedSince }, changesQuerySchema);
  const since = openForCaller(ctx, changedSince);
  if (since === undefined) throw ValidationError.of('changedSince', changedSinceMessage);
  const position = await readCheckpoint(deps.db, MONEY_LEDGER);
  const changes = await listTransactionChanges(deps.db, userId, since, filters, MAX_CHANGES);
  if (position) ctx.set(READ_POSITION_HEADER, position);
  const body: TransactionChangesJson = {
    position: sealForCaller(ctx, position) ?? '',
    changed: changes.changed.filter((row) => row.matches).map(toTransactionJson),
    removedIds: [...changes.deletedIds, ...changes.changed.filter((row) => !row.matches).map((row) => row.id)],
    truncated: changes.truncated,
  };
  return body;
}
