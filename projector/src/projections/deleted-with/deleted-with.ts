import type { Queryable } from '@life/infra';
import { projection } from '../../projection';
import { ownerOf, recordset } from '../rows';
import { MONEY_DELETED_WITH } from './names';

interface DeletedWithRow {
  transaction_id: string;
  user_id: string;
  account_id: string;
  deleted_position: string;
}

/**
 * money_deleted_with_account (issue 26): the transactions deleted with their account (reason
 * 'account-deleted') or with their recurring transaction (reason 'recurring-deleted') while they stay
 * deleted; `account_id` is the record they went with (an account's or a recurring transaction's id,
 * both uuids, so they never meet). Recording one again (the account's restore, or any
 * other) removes its row. A transaction's row depends only on its last event, so a batch keeps each
 * one's last and writes them in two statements (an import's many recordings cost one delete).
 */
export const moneyDeletedWithProjection = projection({
  name: MONEY_DELETED_WITH,
  canHandle: ['TransactionRecorded', 'TransactionDeleted'],
  tables: ['money_deleted_with_account'],
  async apply(tx, events) {
    const last = new Map<string, DeletedWithRow | null>();
    for (const event of events) {
      const { transactionId } = event.data;
      // A stream's first event is its first recording: no row can exist yet (a bulk import skips the delete).
      if (event.revision === 0) continue;
      last.delete(transactionId); // re-inserted last: the map keeps log order
      const withId = event.type === 'TransactionDeleted' ? deletedWith(event.data) : undefined;
      if (withId) {
        const row = { transaction_id: transactionId, user_id: ownerOf(event), account_id: withId, deleted_position: event.position };
        last.set(transactionId, row);
      } else last.set(transactionId, null);
    }
    await removeRows(
      tx,
      [...last].flatMap(([id, row]) => (row ? [] : [id])),
    );
    await writeRows(
      tx,
      [...last.values()].flatMap((row) => (row ? [row] : [])),
    );
  },
});

/**
 * The record a deletion went with: its account ('account-deleted'), or its recurring transaction
 * ('recurring-deleted', issue 26; deletions written before the event named it are not kept).
 */
function deletedWith(data: { reason?: string; accountId?: string; recurringTransactionId?: string }): string | undefined {
  if (data.reason === 'account-deleted') return data.accountId;
  if (data.reason === 'recurring-deleted') return data.recurringTransactionId;
  return undefined;
}

async function removeRows(tx: Queryable, transactionIds: readonly string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await tx.query('DELETE FROM money_deleted_with_account WHERE transaction_id IN (SELECT jsonb_array_elements_text($1::jsonb))', [
    JSON.stringify(transactionIds),
  ]);
}

async function writeRows(tx: Queryable, rows: readonly DeletedWithRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO money_deleted_with_account (transaction_id, user_id, account_id, deleted_position)
     SELECT transaction_id, user_id, account_id, deleted_position
       FROM jsonb_to_recordset($1::jsonb) AS r(transaction_id text, user_id uuid, account_id text, deleted_position text)
     ON CONFLICT (transaction_id) DO UPDATE SET user_id = excluded.user_id, account_id = excluded.account_id,
       deleted_position = excluded.deleted_position`,
    [recordset(rows)],
  );
}
