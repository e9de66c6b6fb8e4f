import { memo, type CSSProperties } from 'react';
import { READ_ONLY_MESSAGE, useReadOnly } from '../../../api/as-of';
import type { Category } from '../categories/types';
import { AMOUNT_TONE_COLORS, formatDisplayDate, formatTransactionAmount } from '../format';
import { MAX_ROW_TAGS, transactionTags } from './CategoryTags';
import { transactionRowActions } from './row-actions';
import { RowActionsMenu } from './RowActionsMenu';
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
}: TransactionRowProps) {
  const amount = formatTransactionAmount(tx.type, tx.amount);
  const posted = tx.posted === 'posted';
  const tags = transactionTags(tx, categories);
  const more = tags.length - MAX_ROW_TAGS;
  // Viewing the past (issue 10): the switch stays focusable (roving tabindex) but does nothing, and the menu offers only History.
  const readOnly = useReadOnly();
  return (
    <article className={classes.row} data-testid="transaction-row" aria-label={tx.title} tabIndex={tabIndex}>
      <span className={classes.title}>
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
        <span className={classes.accounts}>
          {tx.fromAccountId && <span>From: {accountLabel(accountNames, tx.fromAccountId)}</span>}
          {tx.toAccountId && <span>To: {accountLabel(accountNames, tx.toAccountId)}</span>}
        </span>
        <span className={classes.tags} title={tags.map((tag) => tag.name).join(', ') || undefined}>
          {tags.slice(0, MAX_ROW_TAGS).map((tag) => (
            <span key={tag.id} className={classes.tag} style={{ '--tag-color': tag.color } as CSSProperties}>
              {tag.name}
            </span>
          ))}
          {more > 0 && <span className={classes.more}>+{more} more</span>}
        </span>
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
        actions={() => transactionRowActions(tx, { onEdit, onDelete, onHistory }).filter((action) => !readOnly || action.key === 'history')}
      />
    </article>
  );
});
