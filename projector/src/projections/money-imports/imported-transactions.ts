import type { Queryable } from '@life/infra';
import { projection, type LifeProjectedEvent } from '../../projection';
import { recordset } from '../rows';
import { MONEY_IMPORTS } from './names';

interface ImportedRow {
  user_id: string;
  transaction_id: string;
  import_id: string | null;
  external_id: string | null;
  account_id: string | null;
}

/**
 * money_imported_transactions: the live transactions that carry an import id or a bank id (issue 11).
 * One multi-row statement per run of recordings, so a 100,000-row import projects in a few hundred statements.
 */
export const moneyImportsProjection = projection({
  name: MONEY_IMPORTS,
  canHandle: ['TransactionRecorded', 'TransactionDeleted'],
  tables: ['money_imported_transactions'],
  async apply(tx, events) {
    // Runs of recordings and runs of deletions, each one statement, in log order.
    let inserts: ImportedRow[] = [];
    let deletes: string[] = [];
    for (const event of events) {
      if (event.type === 'TransactionRecorded') {
        const row = importedRow(event);
        if (!row) continue;
        await deleteRows(tx, deletes);
        deletes = [];
        inserts.push(row);
        continue;
      }
      await insertRows(tx, inserts);
      inserts = [];
      deletes.push(event.data.transactionId);
    }
    await insertRows(tx, inserts);
    await deleteRows(tx, deletes);
  },
});

function importedRow(event: LifeProjectedEvent<'TransactionRecorded'>): ImportedRow | null {
  const { importId, externalId, userId, transactionId, type, fromAccountId, toAccountId } = event.data;
  if (importId === undefined && externalId === undefined) return null;
  return {
    user_id: userId,
    transaction_id: transactionId,
    import_id: importId ?? null,
    external_id: externalId ?? null,
    account_id: (type === 'income' ? toAccountId : fromAccountId) ?? null,
  };
}

async function deleteRows(tx: Queryable, transactionIds: readonly string[]): Promise<void> {
  if (transactionIds.length === 0) return;
  await tx.query(
    'DELETE FROM money_imported_transactions WHERE transaction_id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify(transactionIds)],
  );
}

async function insertRows(tx: Queryable, rows: readonly ImportedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO money_imported_transactions (user_id, transaction_id, import_id, external_id, account_id)
     SELECT user_id, transaction_id, import_id, external_id, account_id
       FROM jsonb_to_recordset($1::jsonb)
         AS r(user_id uuid, transaction_id uuid, import_id text, external_id text, account_id text)
     ON CONFLICT (user_id, transaction_id) DO NOTHING`,
    [recordset(rows)],
  );
}
