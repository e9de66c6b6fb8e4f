import { memo, type CSSProperties } from 'react';
import { READ_ONLY_MESSAGE, useReadOnly } from '../../../api/as-of';
import type { Category } from '../categories/types';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatMoney, formatTransactionAmount } from '../format';
import { MAX_ROW_TAGS, transactionTags } from './CategoryTags';
import { transactionRowActions } from './row-actions';
import { RowActionsMenu } from './RowActionsMenu';
import { SplitLinesPanel, SplitToggle, splitLinesOf } from './SplitRowParts';
import { useReconciledOn } from './reconciliation';
import classes from './TransactionRow.module.css';
import { TRANSACTION_TYPE_COLORS, TRANSACTION_TYPE_LABELS, type Transaction } from './types';

export interface TransactionRowProps {
  transaction: Transaction;
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, Category>;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  onHistory?: (transaction: Transaction) => void;
  onToggleStatus: (transaction: Transaction) => void;
  /** Roving tabindex: 0 for the one row of the list that Tab reaches, -1 for the others. */
  tabIndex?: number;
  /** One account's ledger (issue 24): the account's balance after this row, posted and with pending. */
  showBalance?: boolean;
  /** Bulk edit (issue 24): the row shows a checkbox (its clicks are handled by the list), ticked when selected. */
  selectable?: boolean;
  selected?: boolean;
  /** A split transaction (issue 24): its lines are shown below the row; the list owns the state (it sizes the row). */
  expanded?: boolean;
  onToggleSplit?: (id: string) => void;
}

const accountLabel = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? 'Unknown Account';

/** Mantine's 'teal.7' as its CSS variable (rows style plain elements, not Mantine components). */
const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * One row of 'All Transactions' (SPEC 2: signed amount, type badge, date, posted/pending icon,
 * title, up to 3 category tags and '+N more', From/To accounts, edit and delete, the status
 * switch). Issue 13: one 40 px line from 48em, two lines on phones (TransactionRow.module.css);
 * edit and delete sit in one actions menu. Memoised: a 2,000-row list re-renders only rows that changed.
 */
export const TransactionRow = memo(function TransactionRow({
  transaction: tx,
  accountNames,
  categories,
  onEdit,
  onDelete,
  onHistory,
  onToggleStatus,
  tabIndex = 0,
  showBalance = false,
  selectable = false,
  selected = false,
  expanded = false,
  onToggleSplit,
}: TransactionRowProps) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  const posted = tx.posted === 'posted';
  const tags = transactionTags(tx, categories);
  const more = tags.length - MAX_ROW_TAGS;
  const split = splitLinesOf(tx).length > 0 && onToggleSplit !== undefined;
  // Viewing the past (issue 10): the switch stays focusable (roving tabindex) but does nothing, and the menu offers only History.
  const readOnly = useReadOnly();
  return (
    <>
      <article
        className={classes.row}
        data-testid="transaction-row"
        data-register={showBalance || undefined}
        aria-label={tx.title}
        tabIndex={tabIndex}
        data-selected={selected || undefined}
        style={selected ? SELECTED_STYLE : undefined}
      >
        <span className={classes.title}>
          {selectable && <SelectBox title={tx.title} selected={selected} />}
          <span className={classes.type} style={{ '--type-color': colorVar(`${TRANSACTION_TYPE_COLORS[tx.type]}.7`) } as CSSProperties}>
            {TRANSACTION_TYPE_LABELS[tx.type]}
          </span>
          <span className={classes.titleText} title={tx.title}>
            {tx.title}
          </span>
        </span>
        <span className={classes.amount} style={{ color: colorVar(AMOUNT_TONE_COLORS[amount.tone]) }} data-testid="transaction-amount">
          {amount.text}
        </span>
        <span className={classes.meta}>
          <span className={classes.date}>{formatDisplayDate(tx.date)}</span>
          <ReconciledMark id={tx.id} />
          {showBalance && <RunningBalance tx={tx} />}
          {split ? (
            <span className={classes.tags}>
              <SplitToggle tx={tx} categories={categories} expanded={expanded} tabIndex={tabIndex} onToggle={onToggleSplit} />
            </span>
          ) : (
            <span className={classes.tags} title={tags.map((tag) => tag.name).join(', ') || undefined} data-testid="category-tags">
              {tags.slice(0, MAX_ROW_TAGS).map((tag) => (
                <span key={tag.id} className={classes.tag} style={{ '--tag-color': tag.color } as CSSProperties}>
                  {tag.name}
                </span>
              ))}
              {more > 0 && <span className={classes.more}>+{more} more</span>}
              {tags.length > 1 && (
                <span className={classes.phoneMore} aria-hidden>
                  +{tags.length - 1}
                </span>
              )}
            </span>
          )}
        </span>
        {/* Phones: a line of their own (issue 24: they read "Fr... T..." beside the date and tags). */}
        <span className={classes.accounts}>
          {tx.fromAccountId && <span>From: {accountLabel(accountNames, tx.fromAccountId)}</span>}
          {tx.toAccountId && <span>To: {accountLabel(accountNames, tx.toAccountId)}</span>}
        </span>
        <span className={classes.status}>
          {/* A CSS glyph, not an SVG icon: fewer elements per row keep scrolling smooth. */}
          <span className={classes.statusIcon} data-posted={posted || undefined} role="img" aria-label={posted ? 'Posted' : 'Pending'} />
          <button
            type="button"
            role="switch"
            className={classes.switch}
            aria-checked={posted}
            aria-label={posted ? `Mark ${tx.title} as pending` : `Mark ${tx.title} as posted`}
            title={readOnly ? READ_ONLY_MESSAGE : posted ? 'Posted' : 'Pending'}
            aria-disabled={readOnly || undefined}
            tabIndex={tabIndex}
            onClick={readOnly ? undefined : () => onToggleStatus(tx)}
          />
        </span>
        <RowActionsMenu
          id={tx.id}
          title={tx.title}
          tabIndex={tabIndex}
          actions={() =>
            transactionRowActions(tx, { onEdit, onDelete, onHistory }).filter((action) => !readOnly || action.key === 'history')
          }
        />
      </article>
      {split && expanded && <SplitLinesPanel tx={tx} categories={categories} />}
    </>
  );
});

/** Issue 24: a lock on a row a reconciliation locked in (register only: the context is empty elsewhere). */
function ReconciledMark({ id }: { id: string }) {
  const on = useReconciledOn(id);
  if (!on) return null;
  const label = `Reconciled on ${formatDisplayDate(on)}`;
  return (
    <span role="img" aria-label={label} title={label} data-testid="reconciled-mark">
      🔒
    </span>
  );
}

const SELECTED_STYLE: CSSProperties = { backgroundColor: 'var(--mantine-primary-color-light)' };
const SELECT_BOX_STYLE: CSSProperties = { flex: 'none', margin: 0, cursor: 'pointer' };

/** Bulk edit's checkbox (issue 24): out of the Tab order (Space on the row toggles it); the list handles its clicks. */
function SelectBox({ title, selected }: { title: string; selected: boolean }) {
  return (
    <input
      type="checkbox"
      data-select=""
      aria-label={`Select ${title}`}
      checked={selected}
      readOnly
      tabIndex={-1}
      style={SELECT_BOX_STYLE}
    />
  );
}

/**
 * The account's balance after the row (issue 24): posted, and below it with pending when that
 * differs; a dash for a row dated before the starting balance's date (it counts toward no balance).
 */
function RunningBalance({ tx }: { tx: Transaction }) {
  const posted = tx.balanceAfter ?? null;
  const all = tx.balanceAfterWithPending ?? null;
  if (posted === null) {
    return (
      <span className={classes.balance} data-testid="running-balance" title="Before the starting balance's date: not in the balance">
        —
      </span>
    );
  }
  const label =
    all !== null && all !== posted
      ? `Balance after: ${formatMoney(posted)} posted, ${formatMoney(all)} with pending`
      : `Balance after: ${formatMoney(posted)}`;
  return (
    <span className={classes.balance} data-testid="running-balance" aria-label={label} title={label}>
      <span className={classes.balancePosted}>{formatMoney(posted)}</span>
      {all !== null && all !== posted && <span className={classes.balancePending}>{formatMoney(all)} with pending</span>}
    </span>
  );
}
