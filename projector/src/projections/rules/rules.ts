import { RULE_LIST_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { occurredAt, userIdOfStream } from '../rows';
import { MONEY_RULES } from './names';

type RuleRowEvent = LifeProjectedEvent<'RuleCreated' | 'RuleUpdated' | 'RuleDeleted'>;

/** money_rules: the user's categorisation rules (issue 23); deletes are soft, a restore revives the row in its old place. */
export const moneyRulesProjection = projection({
  name: MONEY_RULES,
  canHandle: ['RuleCreated', 'RuleUpdated', 'RuleDeleted'],
  tables: ['money_rules'],
  // All of a user's rules share one stream: a bad event parks only its rule.
  parkingKey: (event) => event.data.ruleId,
  resetsKey: ['RuleDeleted'],
  apply: eventByEvent(applyOne),
});

async function applyOne(tx: Queryable, event: RuleRowEvent): Promise<void> {
  const userId = userIdOfStream(event, RULE_LIST_STREAM_PREFIX);
  const at = occurredAt(event);
  switch (event.type) {
    case 'RuleCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO money_rules (user_id, id, name, match_kind, pattern, account_id, min_amount_cents, max_amount_cents,
           category_id, rename_to, transfer_account_id, created_position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
         ON CONFLICT (user_id, id) DO UPDATE SET deleted = false, name = excluded.name, match_kind = excluded.match_kind,
           pattern = excluded.pattern, account_id = excluded.account_id, min_amount_cents = excluded.min_amount_cents,
           max_amount_cents = excluded.max_amount_cents, category_id = excluded.category_id, rename_to = excluded.rename_to,
           transfer_account_id = excluded.transfer_account_id, updated_at = excluded.updated_at
           WHERE money_rules.deleted`,
        [
          userId,
          d.ruleId,
          d.name,
          d.matchKind,
          d.pattern,
          d.accountId,
          d.minAmountCents,
          d.maxAmountCents,
          d.categoryId,
          d.renameTo,
          d.transferAccountId,
          event.position,
          at,
        ],
      );
      return;
    }
    case 'RuleUpdated': {
      const d = event.data;
      await tx.query(
        `UPDATE money_rules SET name = $3, match_kind = $4, pattern = $5, account_id = $6, min_amount_cents = $7,
           max_amount_cents = $8, category_id = $9, rename_to = $10, transfer_account_id = $11, updated_at = $12
         WHERE user_id = $1 AND id = $2`,
        [
          userId,
          d.ruleId,
          d.name,
          d.matchKind,
          d.pattern,
          d.accountId,
          d.minAmountCents,
          d.maxAmountCents,
          d.categoryId,
          d.renameTo,
          d.transferAccountId,
          at,
        ],
      );
      return;
    }
    case 'RuleDeleted':
      await tx.query(`UPDATE money_rules SET deleted = true, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.ruleId,
        at,
      ]);
      return;
  }
}
