import { TARGET_FIELDS, TARGETS_STREAM_PREFIX } from '@life/domain';
import { snakeCase } from '@life/domain/shared/aggregate-fields';
import { projection } from '../../projection';
import { occurredAt, userIdOfStream } from '../rows';
import { TARGETS } from './names';

// Each target's column is its name in snake_case ($2.. in TARGET_FIELDS order, then updated_at).
const COLUMNS = TARGET_FIELDS.map((field) => snakeCase(field));
const UPSERT_TARGETS = `INSERT INTO user_targets (user_id, ${COLUMNS.join(', ')}, updated_at)
  VALUES ($1, ${COLUMNS.map((_, index) => `$${index + 2}`).join(', ')}, $${COLUMNS.length + 2})
  ON CONFLICT (user_id) DO UPDATE SET ${COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = EXCLUDED.updated_at`;

/** user_targets: each user's latest TargetsSet (a whole snapshot, so the row never depends on earlier events). */
export const targetsProjection = projection({
  name: TARGETS,
  canHandle: ['TargetsSet'],
  tables: ['user_targets'],
  resetsStream: ['TargetsSet'],
  async apply(tx, events) {
    for (const event of events) {
      const { userId: _userId, ...targets } = event.data;
      await tx.query(UPSERT_TARGETS, [
        userIdOfStream(event, TARGETS_STREAM_PREFIX),
        ...TARGET_FIELDS.map((field) => targets[field]),
        occurredAt(event),
      ]);
    }
  },
});
