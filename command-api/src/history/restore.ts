import {
  NotFoundError,
  parseOrThrow,
  transactionDecider,
  transactionMessages,
  transactionRestoreBody,
  transactionStateAt,
  transactionStreamId,
  transactionUpdateSchema,
  ValidationError,
  type HistoryEvent,
  type TransactionJson,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { findTransaction } from '@life/projector/projections/ledger/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { commandHandler } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { referenceContext } from '../transactions/context';
import { toTransactionJson } from '../transactions/mapping';

export const restoreMessages = {
  positionRequired: 'Choose a version to restore',
  noSuchVersion: 'No such version of this transaction',
  noSuchRecordVersion: 'No such version of this record',
  noVersions: 'Rules cannot go back to a version yet; without a position a deleted one is restored',
  notRestorable: 'This version cannot be restored',
} as const;

/**
 * The body: the position token of the history entry to go back to (as GET /api/history gave it,
 * http/positions.ts); absent (an empty body or `{}`) brings a deleted record back.
 */
export const restoreBodySchema = z.object({
  position: z
    .string({ error: restoreMessages.positionRequired })
    .min(1, { error: restoreMessages.positionRequired })
    .max(200, { error: restoreMessages.noSuchVersion })
    .optional(),
});

const handleTransactionCommand = commandHandler(transactionDecider, (command) => transactionStreamId(command.data.transactionId));

/**
 * 'Restore this version' of a transaction: the PUT body that gives the state after the chosen
 * entry, parsed and checked like a PUT (references against the caller's accounts and categories:
 * one deleted since is a 400 on its field) and appended as one more TransactionUpdated. A deleted
 * transaction is 404 like its PUT, a generated one 409.
 */
export async function restoreTransactionVersion(
  ctx: Context,
  deps: AppDeps,
  userId: string,
  transactionId: string,
  events: readonly HistoryEvent[],
  position: string,
): Promise<TransactionJson> {
  const target = transactionStateAt(events, position);
  if (!target) throw new ValidationError({ position: restoreMessages.noSuchVersion });
  if (target.status !== 'recorded') throw new ValidationError({ position: restoreMessages.notRestorable });
  const draft = parseOrThrow(transactionUpdateSchema, transactionRestoreBody(target));
  await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
  const context = await referenceContext(deps.db, userId, [draft]);
  const result = await handleTransactionCommand(ctx, deps, { type: 'UpdateTransaction', data: { transactionId, draft, context } });
  await waitForWrite(ctx, deps, [MONEY_LEDGER], result.position);
  const row = await findTransaction(deps.db, userId, transactionId);
  if (!row) throw new NotFoundError(transactionMessages.notFound);
  return toTransactionJson(row);
}
