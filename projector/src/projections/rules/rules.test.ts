import { randomUUID } from 'node:crypto';
import { ruleListStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { listRules } from './queries';
import { moneyRulesProjection } from './rules';

describe.each(testDbKinds())('money-rules projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const stream = ruleListStreamId(userId);
  const ruleId = randomUUID();
  const spec = () => projectionSpec(moneyRulesProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };
  const fields = {
    ruleId,
    name: 'Groceries',
    matchKind: 'contains',
    pattern: 'whole foods',
    accountId: null,
    minAmountCents: 1000,
    maxAmountCents: null,
    categoryId: 'cat-food',
    renameTo: '',
    transferAccountId: null,
  } as const;
  const created = { streamId: stream, type: 'RuleCreated', data: { ...fields, userId } } as const;

  it('RuleCreated inserts the rule; the list reads it with cents as strings', async () => {
    const when = spec().given([]).when([created]);
    await when.then('money_rules', [
      { user_id: userId, id: ruleId, name: 'Groceries', min_amount_cents: 1000, max_amount_cents: null, deleted: false },
    ]);
    await when.thenRows(
      (q) => listRules(q, userId),
      [
        {
          id: ruleId,
          name: 'Groceries',
          match_kind: 'contains',
          pattern: 'whole foods',
          account_id: null,
          min_amount_cents: '1000',
          max_amount_cents: null,
          category_id: 'cat-food',
          rename_to: '',
          transfer_account_id: null,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ],
    );
  });

  it('RuleUpdated overwrites the fields', async () => {
    await spec()
      .given([created])
      .when([
        { streamId: stream, type: 'RuleUpdated', data: { ...fields, renameTo: 'Whole Foods', minAmountCents: null }, metadata: later },
      ])
      .then('money_rules', [{ id: ruleId, rename_to: 'Whole Foods', min_amount_cents: null, updated_at: '2025-11-16T08:30:00.000Z' }]);
  });

  it('RuleDeleted hides the rule; a restore (RuleCreated again) brings it back', async () => {
    const deleted = { streamId: stream, type: 'RuleDeleted', data: { ruleId }, metadata: later } as const;
    await spec()
      .given([created])
      .when([deleted])
      .thenRows((q) => listRules(q, userId), []);
    await spec()
      .given([created, deleted])
      .when([created])
      .then('money_rules', [{ id: ruleId, deleted: false }]);
  });

  it('a new rule goes last; RulesReordered sets the order the list reads, a deleted rule keeping its place', async () => {
    const [second, third] = [randomUUID(), randomUUID()];
    const make = (id: string, name: string) =>
      ({ streamId: stream, type: 'RuleCreated', data: { ...fields, ruleId: id, name, userId } }) as const;
    const three = [created, make(second, 'Second'), make(third, 'Third')];
    const names = (q: Parameters<typeof listRules>[0]) => listRules(q, userId).then((rows) => rows.map((row) => ({ name: row.name })));
    await spec()
      .given([])
      .when(three)
      .thenRows(names, [{ name: 'Groceries' }, { name: 'Second' }, { name: 'Third' }]);
    const deleted = { streamId: stream, type: 'RuleDeleted', data: { ruleId: second } } as const;
    const reordered = { streamId: stream, type: 'RulesReordered' as const, data: { ruleIds: [third, second, ruleId] } };
    await spec()
      .given([...three, deleted])
      .when([reordered])
      .thenRows(names, [{ name: 'Third' }, { name: 'Groceries' }]);
    await spec()
      .given([...three, deleted, reordered])
      .when([make(second, 'Second')])
      .thenRows(names, [{ name: 'Third' }, { name: 'Second' }, { name: 'Groceries' }]);
  });
});
