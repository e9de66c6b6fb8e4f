import { projection } from '../../projection';
import { foldLedger, LEDGER_EVENT_TYPES, transactionsToLoad } from './fold';
import { loadTransactions, writeLedgerChanges } from './sql';
import { MONEY_LEDGER } from './names';
import { searchBlockChanges, writeSearchBlocks } from './search-blocks';

/**
 * The ledger: money_transactions (with money_transaction_tombstones, the deleted ones' ids for
 * incremental polling), money_balance_adjustments and the additive tables
 * (money_account_daily_effects, money_monthly_summary, money_monthly_category_spending,
 * money_monthly_report_sums, money_category_daily_counts) and the search blocks (money_search_blocks,
 * search-blocks.ts: new transactions appended, changed ones' blocks rebuilt).
 * Per batch: load the rows the batch changes (one query), fold the batch in memory,
 * write each table with one multi-row statement. Bulk imports of 1,000 transactions are
 * therefore a handful of statements, not thousands.
 */
export const moneyLedgerProjection = projection({
  name: MONEY_LEDGER,
  canHandle: LEDGER_EVENT_TYPES,
  tables: [
    'money_transactions',
    'money_transaction_tombstones',
    'money_balance_adjustments',
    'money_account_daily_effects',
    'money_monthly_summary',
    'money_monthly_category_spending',
    'money_monthly_report_sums',
    'money_category_daily_counts',
    'money_search_blocks',
  ],
  // foldLedger ignores changes to a transaction it does not hold, so a deletion leaves no row and
  // no contribution whether or not the stream's earlier events were applied (e.g. parked).
  resetsStream: ['TransactionDeleted'],
  // BalanceAdjusted sits in the user's account book: a bad one parks only its account's later
  // adjustments (no reset: `retry` after a fix). Transaction events: the whole transaction stream.
  parkingKey: (event) => (event.type === 'BalanceAdjusted' ? event.data.accountId : ''),
  async apply(tx, events) {
    const loaded = await loadTransactions(tx, transactionsToLoad(events));
    const changes = foldLedger(events, loaded);
    await writeLedgerChanges(tx, changes);
    await writeSearchBlocks(
      tx,
      searchBlockChanges(
        loaded,
        changes.upserts,
        changes.deletes.map((row) => row.id),
      ),
    );
  },
});
