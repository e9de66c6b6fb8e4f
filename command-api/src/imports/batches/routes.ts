/**
 * Import batches (issue 11): GET /api/imports (the caller's, newest first; `?kind=` narrows),
 * GET /api/imports/:id, POST /api/imports/:id/undo (the batch's live records deleted through
 * their aggregates, then ImportUndone: the history keeps both; a second undo is a 409).
 */
import { Router } from '@koa/router';
import {
  ConflictError,
  IMPORT_KINDS,
  importBatchDecider,
  importBatchEvents,
  importBatchStreamId,
  importMessages,
  NotFoundError,
  type ImportBatchJson,
} from '@life/domain';
import { aggregateStream } from '@life/infra';
import { inBackground } from '@life/infra/db/priority';
import { IMPORT_BATCHES } from '@life/projector/projections/imports/names';
import type { RowSource } from '@life/projector/projections/as-of/source';
import { findImportBatch, listImportBatches } from '@life/projector/projections/imports/queries';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { readSource } from '../../http/as-of';
import { requireUserId } from '../../http/auth';
import { commandMetadata } from '../../http/commands';
import { uuidParam } from '../../http/ids';
import { waitForWrite } from '../../http/read-model';
import { parseQuery } from '../../http/validate';
import { handleImportBatchCommand } from './commands';
import { toImportBatchJson } from './mapping';
import { importUndoers } from './undo-registry';
import { writesAwait } from '../../http/demand';

const READ_MODELS = [IMPORT_BATCHES];
const UNDO_ANSWER_TIMEOUT_MS = 30_000;

const listQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS, { message: `kind must be one of ${IMPORT_KINDS.join(', ')}` }).optional(),
});

export function importBatchRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, importId: string, source?: RowSource): Promise<ImportBatchJson> => {
    const row = await findImportBatch(deps.db, requireUserId(ctx), importId, source);
    if (!row) throw new NotFoundError(importMessages.notFound);
    return toImportBatchJson(row);
  };

  router.get('/api/imports', async (ctx) => {
    const userId = requireUserId(ctx);
    const { kind } = parseQuery(ctx.query, listQuerySchema);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = (await listImportBatches(deps.db, userId, kind, source)).map(toImportBatchJson);
  });

  router.get('/api/imports/:id', async (ctx) => {
    requireUserId(ctx);
    const importId = uuidParam(ctx, importMessages.notFound);
    const { source } = await readSource(ctx, deps, READ_MODELS);
    ctx.body = await readBack(ctx, importId, source);
  });

  router.post('/api/imports/:id/undo', async (ctx) => {
    const userId = requireUserId(ctx);
    const importId = uuidParam(ctx, importMessages.notFound);
    // The batch's own stream says whose it is and whether it may be undone, before anything is deleted.
    const { state } = await aggregateStream(deps.store, importBatchStreamId(importId), {
      decider: importBatchDecider,
      events: importBatchEvents,
    });
    if (state.status === 'none' || state.userId !== userId) throw new NotFoundError(importMessages.notFound);
    if (state.status === 'undone') throw new ConflictError(importMessages.alreadyUndone);
    if (state.status === 'running') throw new ConflictError(importMessages.notFinished);
    const registration = importUndoers[state.kind];
    if (!registration) throw new ConflictError(`Imports of kind ${state.kind} cannot be undone yet`);
    // The undoer reads the batch's live records from its read models: they must hold every write so far.
    await waitForWrite(ctx, deps, registration.readModels, await deps.store.lastWritten());
    // Bulk work (100,000 deletions): on PGlite other users' requests go first between its chunks (issue 22).
    const { removed } = await inBackground(() => registration.undo(deps, importId, commandMetadata(ctx, deps.clock)));
    const result = await handleImportBatchCommand(ctx, deps, { type: 'UndoImport', data: { importId, removed } });
    // The answer is the batch's row, whose projection only steps over the deletions (not its event
    // types): it gets the longer wait, so a large undo that succeeded is not answered 503. The deleted
    // records' read models catch up after; clients read them with X-Min-Position (X-Position is set).
    await waitForWrite(ctx, deps, READ_MODELS, result.position, UNDO_ANSWER_TIMEOUT_MS);
    ctx.body = await readBack(ctx, importId);
  });

  return router;
}
