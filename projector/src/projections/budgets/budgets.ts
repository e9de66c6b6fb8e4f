import { BUDGET_BOOK_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { rowVersions } from '../as-of/row-versions';
import { MONEY_BUDGETS } from './names';
import { occurredAt, userIdOfStream } from '../rows';

type BudgetRowEvent = LifeProjectedEvent<'BudgetSet' | 'BudgetUpdated' | 'BudgetDeleted'>;

/** money_budgets: the user's live budgets (a deletion removes the row), and their versions (issue 26: as of a moment). */
export const moneyBudgetsProjection = projection({
  name: MONEY_BUDGETS,
  canHandle: ['BudgetSet', 'BudgetUpdated', 'BudgetDeleted'],
  tables: ['money_budgets', 'money_budgets_versions'],
  // All of a user's budgets share one stream: a bad event parks only its budget.
  parkingKey: (event) => event.data.budgetId,
  // A deletion removes the row (or finds none): the same rows whether or not earlier events applied.
  resetsKey: ['BudgetDeleted'],
  apply: eventByEvent(applyOne),
});

const budgetVersions = rowVersions('money_budgets', 'money_budgets_versions');

/** The budget's row, then its version as it now is, known from the event (a deletion's: closed). */
async function applyOne(tx: Queryable, event: BudgetRowEvent): Promise<void> {
  const userId = userIdOfStream(event, BUDGET_BOOK_STREAM_PREFIX);
  await applyToRow(tx, event, userId);
  await budgetVersions.snapshot(tx, event, { user_id: userId, id: event.data.budgetId });
}

async function applyToRow(tx: Queryable, event: BudgetRowEvent, userId: string): Promise<void> {
  const at = occurredAt(event);
  switch (event.type) {
    case 'BudgetSet': {
      const d = event.data;
      await tx.query(
        `INSERT INTO money_budgets (user_id, id, category_id, year, month, amount_cents, copied_from, created_position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (user_id, id) DO NOTHING`,
        [userId, d.budgetId, d.categoryId, d.year, d.month, d.budgetAmountCents, d.copiedFrom, event.position, at],
      );
      return;
    }
    case 'BudgetUpdated': {
      const d = event.data;
      await tx.query(
        `UPDATE money_budgets SET category_id = $3, year = $4, month = $5, amount_cents = $6, updated_at = $7
         WHERE user_id = $1 AND id = $2`,
        [userId, d.budgetId, d.categoryId, d.year, d.month, d.budgetAmountCents, at],
      );
      return;
    }
    case 'BudgetDeleted':
      await tx.query(`DELETE FROM money_budgets WHERE user_id = $1 AND id = $2`, [userId, event.data.budgetId]);
      return;
  }
}
