import { isOneOf, projection } from '../../projection';
import { LEDGER_EVENT_TYPES, transactionsToLoad } from '../ledger/fold';
import { MONEY_HISTORY } from './names';
import { applyAccountVersion, applyCategoryVersion } from './record-versions';
import { foldTransactionVersions, loadCurrentVersions, writeTransactionVersions } from './transaction-versions';

const ACCOUNT_EVENT_TYPES = ['AccountOpened', 'AccountUpdated', 'AccountMadePrimary', 'AccountPrimaryUnset', 'AccountDeleted'] as const;
const CATEGORY_EVENT_TYPES = ['CategoryCreated', 'CategoryUpdated', 'CategoryDeleted'] as const;

const isLedgerEvent = isOneOf(LEDGER_EVENT_TYPES);
const isAccountEvent = isOneOf(ACCOUNT_EVENT_TYPES);
const isCategoryEvent = isOneOf(CATEGORY_EVENT_TYPES);

/**
 * money-history: the accounts, categories, transactions and balance adjustments as versions that
 * know when they were true (knowledge time = the event's metadata.occurredAt), for the `asOf` reads
 * (each read given versionsKnownAt, as-of/source.ts). Each event closes the current version of what
 * it changes and opens the next; a deletion only closes. Transactions are folded per batch (one
 * load, one statement per table), the few account and category events one statement each, as their
 * live projections do.
 */
export const moneyHistoryProjection = projection({
  name: MONEY_HISTORY,
  canHandle: [...LEDGER_EVENT_TYPES, ...ACCOUNT_EVENT_TYPES, ...CATEGORY_EVENT_TYPES],
  tables: [
    'money_transaction_versions',
    'money_account_versions',
    'money_category_versions',
    'money_balance_adjustment_versions',
    'money_history_daily_effects',
    'money_history_monthly_summary',
  ],
  // As the live projections: a bad account-book or category-list event parks only its record; a
  // transaction's, its whole stream. The deletions resume them, as in the live projections (the
  // repair path): a deletion only closes the current version, so a record whose earlier event was
  // parked keeps the versions that did apply, exactly what the live rows showed, and a replay
  // (which skips parked events too) writes the same.
  resetsStream: ['TransactionDeleted'],
  resetsKey: ['AccountDeleted', 'CategoryDeleted'],
  parkingKey: (event) => {
    if (isCategoryEvent(event)) return event.data.categoryId;
    if (isAccountEvent(event) || event.type === 'BalanceAdjusted') return event.data.accountId;
    return '';
  },
  async apply(tx, events) {
    const ledger = events.filter(isLedgerEvent);
    if (ledger.length > 0) {
      const loaded = await loadCurrentVersions(tx, transactionsToLoad(ledger));
      await writeTransactionVersions(tx, foldTransactionVersions(ledger, loaded));
    }
    for (const event of events) {
      if (isAccountEvent(event)) await applyAccountVersion(tx, event);
      else if (isCategoryEvent(event)) await applyCategoryVersion(tx, event);
    }
  },
});
