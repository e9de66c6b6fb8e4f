/**
 * Categorisation rules (issue 23), all in the caller's rule list stream `rules-<userId>`:
 * - GET /api/rules: the rules in the order they are tried (first match wins).
 * - POST /api/rules, PUT /api/rules/{id} (the whole rule), DELETE /api/rules/{id} (restored from Recently Deleted).
 * - POST /api/rules/{id}/move { direction: 'up' | 'down' }: 'Move up' / 'Move down' in the order rules are tried;
 *   answers the whole list in its new order (409 when the rule is already first or last).
 * - POST /api/rules/apply { transactionIds } or { importId }: re-run the rules on chosen past transactions (at most
 *   MAX_RULE_APPLY_TRANSACTIONS; a 400 above), one TransactionUpdated per transaction a rule changes.
 * - GET /api/rules/payee?title=: payee memory, the last category and accounts used with a title.
 * Bank imports apply the rules to each added row (imports/bank/routes.ts); the web's transaction
 * form applies them itself (applyRules) and shows which rule filled what in: the server never
 * overrides what a user typed.
 */
import { Router } from '@koa/router';
import {
  MAX_RULE_APPLY_TRANSACTIONS,
  NotFoundError,
  payeeQuerySchema,
  ruleApplySchema,
  ruleListDecider,
  ruleListStreamId,
  ruleMessages,
  ruleMoveSchema,
  ruleSchema,
  ValidationError,
  type RuleJson,
} from '@life/domain';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { transactionIdsOfImport } from '@life/projector/projections/money-imports/queries';
import { MONEY_RULES } from '@life/projector/projections/rules/names';
import { findRule, lastTransactionWithTitle, listRules } from '@life/projector/projections/rules/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { commandHandler, commandMetadata } from '../http/commands';
import { uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel, waitForWrite } from '../http/read-model';
import { parseBody, parseQuery } from '../http/validate';
import { applyRulesToTransactions } from './apply';
import { toPayeeMemoryJson, toRuleJson } from './mapping';
import { checkRuleReferences } from './references';
import { writesAwait } from '../http/demand';

const READ_MODELS = [MONEY_RULES];

const handleRuleCommand = commandHandler(ruleListDecider, (command) => ruleListStreamId(command.metadata.userId));

export function ruleRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, READ_MODELS));

  const readBack = async (ctx: Context, ruleId: string, position: string): Promise<RuleJson> => {
    await waitForWrite(ctx, deps, READ_MODELS, position);
    const row = await findRule(deps.db, requireUserId(ctx), ruleId);
    if (!row) throw new NotFoundError(ruleMessages.notFound);
    return toRuleJson(row);
  };

  router.get('/api/rules', async (ctx) => {
    const userId = requireUserId(ctx);
    await readModel(ctx, deps, READ_MODELS);
    ctx.body = (await listRules(deps.db, userId)).map(toRuleJson);
  });

  router.get('/api/rules/payee', async (ctx) => {
    const userId = requireUserId(ctx);
    const { title } = parseQuery(ctx.query, payeeQuerySchema);
    await readModel(ctx, deps, [MONEY_LEDGER]);
    ctx.body = toPayeeMemoryJson(await lastTransactionWithTitle(deps.db, userId, title));
  });

  router.post('/api/rules', async (ctx) => {
    requireUserId(ctx);
    const draft = await parseBody(ctx, ruleSchema);
    await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    await checkRuleReferences(deps.db, requireUserId(ctx), draft);
    const ruleId = newId(ctx, 'ruleId');
    const result = await handleRuleCommand(ctx, deps, { type: 'CreateRule', data: { ruleId, draft } });
    ctx.status = 201;
    ctx.body = await readBack(ctx, ruleId, result.position);
  });

  router.post('/api/rules/apply', async (ctx) => {
    requireUserId(ctx);
    const body = await parseBody(ctx, ruleApplySchema);
    await readModel(ctx, deps, [MONEY_RULES, MONEY_CATEGORIES, MONEY_ACCOUNTS, MONEY_IMPORTS]);
    let transactionIds = body.transactionIds ?? [];
    if (body.importId !== undefined) {
      // One import's live transactions (its undo's list); none: not the caller's import, or nothing left of it.
      transactionIds = await transactionIdsOfImport(deps.db, requireUserId(ctx), body.importId);
      if (transactionIds.length === 0) throw ValidationError.of('importId', ruleMessages.importNotFound);
    }
    if (transactionIds.length === 0) throw ValidationError.of('transactionIds', ruleMessages.applyRequired);
    if (transactionIds.length > MAX_RULE_APPLY_TRANSACTIONS) {
      throw ValidationError.of(body.importId === undefined ? 'transactionIds' : 'importId', ruleMessages.applyTooMany);
    }
    const { position, ...counts } = await applyRulesToTransactions(deps.store, deps.db, transactionIds, commandMetadata(ctx, deps.clock));
    if (position !== '') {
      await waitForWrite(ctx, deps, [MONEY_LEDGER], position);
      ctx.set('X-Position', position);
    }
    ctx.body = counts;
  });

  router.post('/api/rules/:id/move', async (ctx) => {
    const userId = requireUserId(ctx);
    const ruleId = uuidParam(ctx, ruleMessages.notFound);
    const { direction } = await parseBody(ctx, ruleMoveSchema);
    const result = await handleRuleCommand(ctx, deps, { type: 'MoveRule', data: { ruleId, direction } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.body = (await listRules(deps.db, userId)).map(toRuleJson);
  });

  router.put('/api/rules/:id', async (ctx) => {
    requireUserId(ctx);
    const ruleId = uuidParam(ctx, ruleMessages.notFound);
    const draft = await parseBody(ctx, ruleSchema);
    await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    await checkRuleReferences(deps.db, requireUserId(ctx), draft);
    const result = await handleRuleCommand(ctx, deps, { type: 'UpdateRule', data: { ruleId, draft } });
    ctx.body = await readBack(ctx, ruleId, result.position);
  });

  router.delete('/api/rules/:id', async (ctx) => {
    requireUserId(ctx);
    const ruleId = uuidParam(ctx, ruleMessages.notFound);
    const result = await handleRuleCommand(ctx, deps, { type: 'DeleteRule', data: { ruleId } });
    await waitForWrite(ctx, deps, READ_MODELS, result.position);
    ctx.status = 204;
  });

  return router;
}
