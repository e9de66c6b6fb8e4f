import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { Category } from '../categories/types';
import { TransactionList } from './TransactionList';
import type { Transaction } from './types';

const category = (id: string, name: string): Category => ({
  id,
  transactionCategory: name,
  transactionType: 'Expense - Variable',
  description: '',
  color: '#ff2600',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});
const categories = new Map([category('food', 'Groceries'), category('home', 'Household'), category('fun', 'Fun')].map((c) => [c.id, c]));

const tx = (id: string, title: string, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  title,
  amount: '-100.00',
  type: 'expense',
  category: 'Groceries',
  transactionCategoryIds: ['food'],
  fromAccountId: 'checking',
  toAccountId: null,
  posted: 'posted',
  date: '2026-11-03',
  notes: '',
  splits: [],
  recurringTransactionId: null,
  isRecurring: false,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const split = tx('s', 'Supermarket', {
  transactionCategoryIds: ['food', 'home', 'fun'],
  splits: [
    { categoryId: 'food', amount: '60.00', memo: 'weekly shop' },
    { categoryId: 'home', amount: '30.00', memo: '' },
    { categoryId: 'fun', amount: '10.00', memo: 'cinema' },
  ],
});

function renderList(transactions: Transaction[]) {
  renderWithProviders(
    <TransactionList
      transactions={transactions}
      accountNames={new Map([['checking', 'Everyday Checking']])}
      categories={categories}
      hasMore={false}
      loadingMore={false}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
      onToggleStatus={vi.fn()}
      onLoadMore={vi.fn()}
    />,
  );
}

describe('TransactionList: split rows (issue 24)', () => {
  // jsdom lays nothing out: give elements a size so the virtualiser renders the rows in view.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads "Split (3)" and expands by click or keyboard to show each line: category, memo, amount', async () => {
    const user = userEvent.setup();
    renderList([split, tx('p', 'Pharmacy')]);
    const toggle = screen.getByRole('button', { name: /^Split \(3\): Groceries, Household, Fun/ });
    expect(toggle).toHaveTextContent('Split (3)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('split-lines')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('list', { name: 'Split lines of Supermarket' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const lines = within(panel).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Groceriesweekly shop-$60.00', 'Household-$30.00', 'Funcinema-$10.00']);

    // The row below moves down by the lines' height (fixed heights, nothing measured).
    const rowOf = (title: string) => screen.getByRole('article', { name: title }).closest<HTMLElement>('[data-index]');
    expect(rowOf('Pharmacy')?.style.transform).toBe(`translateY(${72 + 3 * 26 + 8}px)`);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('split-lines')).not.toBeInTheDocument();
    expect(rowOf('Pharmacy')?.style.transform).toBe('translateY(72px)');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a one-category row its category name as text, and no split toggle', () => {
    renderList([tx('p', 'Pharmacy')]);
    expect(within(screen.getByTestId('category-tags')).getByText('Groceries')).toBeInTheDocument();
    expect(screen.queryByTestId('split-toggle')).not.toBeInTheDocument();
  });
});
