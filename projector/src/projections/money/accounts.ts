import { ACCOUNT_BOOK_STREAM_PREFIX } from '@life/domain';
import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { MONEY_ACCOUNTS } from './names';
import { occurredAt, userIdOfStream } from './rows';

/** Account events except BalanceAdjusted (that one moves balances: the ledger's). */
type AccountRowEvent = LifeProjectedEvent<
  'AccountOpened' | 'AccountUpdated' | 'AccountMadePrimary' | 'AccountPrimaryUnset' | 'AccountDeleted'
>;

/**
 * money_accounts: one row per account of a user, primary flag included. Account events are few
 * (a user has a handful of accounts), so one statement per event keeps this obviously correct.
 */
export const moneyAccountsProjection = projection({
  name: MONEY_ACCOUNTS,
  canHandle: ['AccountOpened', 'AccountUpdated', 'AccountMadePrimary', 'AccountPrimaryUnset', 'AccountDeleted'],
  tables: ['money_accounts'],
  async apply(tx, events) {
    for (const event of events) await applyOne(tx, event);
  },
});

async function applyOne(tx: Queryable, event: AccountRowEvent): Promise<void> {
  const userId = userIdOfStream(event, ACCOUNT_BOOK_STREAM_PREFIX);
  const at = occurredAt(event);
  switch (event.type) {
    case 'AccountOpened': {
      const d = event.data;
      await tx.query(
        `INSERT INTO money_accounts (user_id, id, account_name, account_type, starting_balance_cents, starting_balance_asof,
           credit_limit_cents, description, color, is_active, created_position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
         ON CONFLICT (user_id, id) DO NOTHING`,
        [
          userId,
          d.accountId,
          d.accountName,
          d.accountType,
          d.startingBalanceCents,
          d.startingBalanceAsOf,
          d.creditLimitCents,
          d.description,
          d.color,
          d.isActive,
          event.position,
          at,
        ],
      );
      return;
    }
    case 'AccountUpdated': {
      const d = event.data;
      await tx.query(
        `UPDATE money_accounts SET account_name = $3, account_type = $4, starting_balance_cents = $5, starting_balance_asof = $6,
           credit_limit_cents = $7, description = $8, color = $9, is_active = $10, updated_at = $11
         WHERE user_id = $1 AND id = $2`,
        [
          userId,
          d.accountId,
          d.accountName,
          d.accountType,
          d.startingBalanceCents,
          d.startingBalanceAsOf,
          d.creditLimitCents,
          d.description,
          d.color,
          d.isActive,
          at,
        ],
      );
      return;
    }
    case 'AccountMadePrimary':
      // Unset first: the one-primary unique index is checked row by row.
      await tx.query(`UPDATE money_accounts SET is_primary = false, updated_at = $3 WHERE user_id = $1 AND is_primary AND id <> $2`, [
        userId,
        event.data.accountId,
        at,
      ]);
      await tx.query(`UPDATE money_accounts SET is_primary = true, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.accountId,
        at,
      ]);
      return;
    case 'AccountPrimaryUnset':
      await tx.query(`UPDATE money_accounts SET is_primary = false, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.accountId,
        at,
      ]);
      return;
    case 'AccountDeleted':
      await tx.query(`UPDATE money_accounts SET deleted = true, is_primary = false, updated_at = $3 WHERE user_id = $1 AND id = $2`, [
        userId,
        event.data.accountId,
        at,
      ]);
      return;
  }
}
