import { RULE_FIELD_KEYS, RULE_LIST_STREAM_PREFIX, type RuleFields } from '@life/domain';
import { fieldColumns, pickFields } from '@life/domain/shared/aggregate-fields';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { recordRows } from '../record-rows';
import { occurredAt, userIdOfStream } from '../rows';
import { MONEY_RULES } from './names';

type RuleRowEvent = LifeProjectedEvent<'RuleCreated' | 'RuleUpdated' | 'RuleDeleted' | 'RulesReordered'>;

/**
 * money_rules: the user's categorisation rules (issue 23) in the order they are tried (`rank`: a new
 * rule goes last, RulesReordered sets every rank); deletes are soft (`deleted_position` for Recently
 * Deleted), a restore revives the row in its old place.
 */
export const moneyRulesProjection = projection({
  name: MONEY_RULES,
  canHandle: ['RuleCreated', 'RuleUpdated', 'RuleDeleted', 'RulesReordered'],
  tables: ['money_rules'],
  // All of a user's rules share one stream: a bad event parks only its rule.
  parkingKey: (event) => ('ruleId' in event.data ? event.data.ruleId : 'order'),
  resetsKey: ['RuleDeleted'],
  apply: eventByEvent(applyOne),
});

const ruleRows = recordRows('money_rules');

/** A rule's stored fields by their columns (a field's column is its name in snake_case). */
const ruleColumns = (d: RuleFields) => fieldColumns(pickFields(RULE_FIELD_KEYS, d));

async function applyOne(tx: Queryable, event: RuleRowEvent): Promise<void> {
  const userId = userIdOfStream(event, RULE_LIST_STREAM_PREFIX);
  const at = occurredAt(event);
  switch (event.type) {
    case 'RuleCreated': {
      // A restore creates the rule again: the deleted row revives in its old place (rank).
      const columns = ruleColumns(event.data);
      const names = Object.keys(columns);
      await tx.query(
        `INSERT INTO money_rules (user_id, id, created_position, created_at, updated_at, rank, ${names.join(', ')})
         VALUES ($1, $2, $3, $4, $4, (SELECT coalesce(max(rank) + 1, 0) FROM money_rules WHERE user_id = $1),
                 ${names.map((_, index) => `$${index + 5}`).join(', ')})
         ON CONFLICT (user_id, id) DO UPDATE SET deleted = false, ${names.map((name) => `${name} = excluded.${name}`).join(', ')},
           updated_at = excluded.updated_at
           WHERE money_rules.deleted`,
        [userId, event.data.ruleId, event.position, at, ...Object.values(columns)],
      );
      return;
    }
    case 'RuleUpdated':
      await ruleRows.update(tx, event, userId, event.data.ruleId, ruleColumns(event.data));
      return;
    case 'RuleDeleted':
      await tx.query(`UPDATE money_rules SET deleted = true, deleted_position = $4, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.ruleId,
        at,
        event.position,
      ]);
      return;
    case 'RulesReordered':
      await tx.query(`UPDATE money_rules SET rank = array_position($2::text[], id) - 1 WHERE user_id = $1 AND id = ANY($2::text[])`, [
        userId,
        event.data.ruleIds,
      ]);
      return;
  }
}
