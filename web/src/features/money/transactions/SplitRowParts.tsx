import type { Category } from '../categories/types';
import { formatTransactionAmount } from '../format';
import type { SplitLineJson } from './split-lines';
import classes from './TransactionRow.module.css';
import type { Transaction } from './types';

/** Heights of the expanded lines (TransactionRow.module.css): the list sizes an expanded row with them, never by measuring. */
export const SPLIT_LINE_HEIGHT = 26;
const SPLIT_PANEL_PADDING = 8;

/** The lines of a split transaction ([] when it is not split). */
export function splitLinesOf(tx: Transaction): readonly SplitLineJson[] {
  // Answers cached before the field existed (a long-open tab) lack it.
  return tx.splits ?? [];
}

/** The extra height an expanded split row takes below the row itself. */
export function splitPanelHeight(lineCount: number): number {
  return lineCount === 0 ? 0 : lineCount * SPLIT_LINE_HEIGHT + SPLIT_PANEL_PADDING;
}

export const splitPanelId = (id: string) => `split-lines-${id}`;

const categoryName = (categories: ReadonlyMap<string, Category>, id: string) =>
  categories.get(id)?.transactionCategory ?? 'Unknown category';

/**
 * The category cell of a split row (issue 24): "Split (3)" with a chevron that opens the lines
 * below the row. A real button (Tab reaches it with the row's other controls; Enter and Space press it).
 */
export function SplitToggle({
  tx,
  categories,
  expanded,
  tabIndex,
  onToggle,
}: {
  tx: Transaction;
  categories: ReadonlyMap<string, Category>;
  expanded: boolean;
  tabIndex: number;
  onToggle: (id: string) => void;
}) {
  const lines = splitLinesOf(tx);
  const names = [...new Set(lines.map((line) => categoryName(categories, line.categoryId)))].join(', ');
  return (
    <button
      type="button"
      className={classes.splitToggle}
      aria-expanded={expanded}
      aria-controls={expanded ? splitPanelId(tx.id) : undefined}
      aria-label={`Split (${lines.length}): ${names}. ${expanded ? 'Hide' : 'Show'} the split lines of ${tx.title}`}
      title={names}
      tabIndex={tabIndex}
      onClick={() => onToggle(tx.id)}
      data-testid="split-toggle"
    >
      <span className={classes.chevron} aria-hidden>
        ›
      </span>
      Split ({lines.length})
    </button>
  );
}

/** The expanded lines of a split row: category name, memo and amount (signed as the transaction's type). */
export function SplitLinesPanel({ tx, categories }: { tx: Transaction; categories: ReadonlyMap<string, Category> }) {
  const lines = splitLinesOf(tx);
  return (
    <ul className={classes.splitLines} id={splitPanelId(tx.id)} aria-label={`Split lines of ${tx.title}`} data-testid="split-lines">
      {lines.map((line, index) => {
        const category = categories.get(line.categoryId);
        const amount = formatTransactionAmount(tx.type, line.amount);
        return (
          <li key={index} className={classes.splitLine} data-testid="split-line-row">
            <span className={classes.splitCategory}>
              <span className={classes.splitDot} style={{ background: category?.color ?? '#6B7280' }} aria-hidden />
              {categoryName(categories, line.categoryId)}
            </span>
            <span className={classes.splitMemo} title={line.memo || undefined}>
              {line.memo}
            </span>
            <span className={classes.splitAmount}>{amount.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
