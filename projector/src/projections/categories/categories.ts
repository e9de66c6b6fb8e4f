import { CATEGORY_LIST_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { MONEY_CATEGORIES } from './names';
import { occurredAt, userIdOfStream } from '../rows';

type CategoryRowEvent = LifeProjectedEvent<'CategoryCreated' | 'CategoryUpdated' | 'CategoryDeleted'>;

/** money_categories: the user's transaction categories; deletes are soft. */
export const moneyCategoriesProjection = projection({
  name: MONEY_CATEGORIES,
  canHandle: ['CategoryCreated', 'CategoryUpdated', 'CategoryDeleted'],
  tables: ['money_categories'],
  // All of a user's categories share one stream: a bad event parks only its category.
  parkingKey: (event) => event.data.categoryId,
  // A deletion only marks the row deleted (or finds none): the same rows whether or not earlier events applied.
  resetsKey: ['CategoryDeleted'],
  apply: eventByEvent(applyOne),
});

async function applyOne(tx: Queryable, event: CategoryRowEvent): Promise<void> {
  const userId = userIdOfStream(event, CATEGORY_LIST_STREAM_PREFIX);
  const at = occurredAt(event);
  switch (event.type) {
    case 'CategoryCreated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO money_categories (user_id, id, transaction_category, transaction_type, description, color, is_active,
           created_position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (user_id, id) DO UPDATE SET deleted = false, transaction_category = excluded.transaction_category,
           transaction_type = excluded.transaction_type, description = excluded.description, color = excluded.color,
           is_active = excluded.is_active, updated_at = excluded.updated_at
           WHERE money_categories.deleted`,
        [userId, d.categoryId, d.transactionCategory, d.transactionType, d.description, d.color, d.isActive, event.position, at],
      );
      return;
    }
    case 'CategoryUpdated': {
      const d = event.data;
      await tx.query(
        `UPDATE money_categories SET transaction_category = $3, transaction_type = $4, description = $5, color = $6,
           is_active = $7, updated_at = $8
         WHERE user_id = $1 AND id = $2`,
        [userId, d.categoryId, d.transactionCategory, d.transactionType, d.description, d.color, d.isActive, at],
      );
      return;
    }
    case 'CategoryDeleted':
      await tx.query(`UPDATE money_categories SET deleted = true, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.categoryId,
        at,
      ]);
      return;
  }
}
