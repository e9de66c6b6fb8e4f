import { ACCOUNT_BOOK_STREAM_PREFIX, ACCOUNT_FIELD_KEYS, type AccountFields } from '@life/domain';
import type { Queryable } from '@life/infra';
import { eventByEvent, projection, type LifeProjectedEvent } from '../../projection';
import { MONEY_ACCOUNTS } from './names';
import { ACCOUNT_FIELD_COLUMNS } from './queries';
import { occurredAt, userIdOfStream } from '../rows';

// The stored fields are written from one column list (queries.ts): their values follow the
// statement's own parameters, in ACCOUNT_FIELD_KEYS order, so a new field needs no edit here.
const FIELD_COLUMNS = ACCOUNT_FIELD_KEYS.map((key) => ACCOUNT_FIELD_COLUMNS[key]);
const fieldParam = (first: number, index: number) => `$${first + index}`;
const fieldValues = (fields: AccountFields) => ACCOUNT_FIELD_KEYS.map((key) => fields[key]);

const INSERT_ACCOUNT = `INSERT INTO money_accounts (user_id, id, created_position, created_at, updated_at, ${FIELD_COLUMNS.join(', ')})
  VALUES ($1, $2, $3, $4, $4, ${FIELD_COLUMNS.map((_column, index) => fieldParam(5, index)).join(', ')})
  ON CONFLICT (user_id, id) DO UPDATE SET deleted = false, is_primary = false, updated_at = excluded.updated_at,
    ${FIELD_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ')}
    WHERE money_accounts.deleted`;
// (A restored account, issue 10: its AccountOpened again revives the soft-deleted row; a live row is left as it is.)
const UPDATE_ACCOUNT = `UPDATE money_accounts SET updated_at = $3, ${FIELD_COLUMNS.map((column, index) => `${column} = ${fieldParam(4, index)}`).join(', ')}
  WHERE user_id = $1 AND id = $2`;

/** Sets `set` and updated_at ($3) on the user's ($1) accounts that `where` selects ($2: the event's account). */
const SET_ACCOUNTS = (set: string, where: string) => `UPDATE money_accounts SET ${set}, updated_at = $3 WHERE user_id = $1 AND ${where}`;

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
  // All of a user's accounts share one stream: a bad event parks only its account. AccountMadePrimary
  // is the account made primary; its unset of the previous primary's flag is the book's one-primary
  // rule (what the domain decided), applied even when that other account is parked.
  parkingKey: (event) => event.data.accountId,
  // A deletion only marks the row deleted and not primary (or finds none): the same rows whether or not earlier events applied.
  resetsKey: ['AccountDeleted'],
  apply: eventByEvent(applyOne),
});

async function applyOne(tx: Queryable, event: AccountRowEvent): Promise<void> {
  const userId = userIdOfStream(event, ACCOUNT_BOOK_STREAM_PREFIX);
  const at = occurredAt(event);
  switch (event.type) {
    case 'AccountOpened':
      await tx.query(INSERT_ACCOUNT, [userId, event.data.accountId, event.position, at, ...fieldValues(event.data)]);
      return;
    case 'AccountUpdated':
      await tx.query(UPDATE_ACCOUNT, [userId, event.data.accountId, at, ...fieldValues(event.data)]);
      return;
    case 'AccountMadePrimary':
      // Unset first: the one-primary unique index is checked row by row.
      await tx.query(SET_ACCOUNTS('is_primary = false', 'is_primary AND id <> $2'), [userId, event.data.accountId, at]);
      await tx.query(SET_ACCOUNTS('is_primary = true', 'id = $2'), [userId, event.data.accountId, at]);
      return;
    case 'AccountPrimaryUnset':
      await tx.query(SET_ACCOUNTS('is_primary = false', 'id = $2'), [userId, event.data.accountId, at]);
      return;
    case 'AccountDeleted':
      await tx.query(SET_ACCOUNTS('deleted = true, is_primary = false', 'id = $2'), [userId, event.data.accountId, at]);
      return;
  }
}
