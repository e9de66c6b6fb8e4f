import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TransactionList } from './TransactionList';
import type { Transaction } from './types';

const tx = (id: string, title: string, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  title,
  amount: '-10.00',
  type: 'expense',
  category: '',
  transactionCategoryIds: [],
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

const transactions = [tx('a', 'Rent'), tx('b', 'Lunch'), tx('c', 'Generated', { recurringTransactionId: 'r1' }), tx('d', 'Fuel')];

function renderList() {
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onToggleStatus: vi.fn(), onLoadMore: vi.fn() };
  renderWithProviders(
    <TransactionList
      transactions={transactions}
      accountNames={new Map([['checking', 'Everyday Checking']])}
      categories={new Map()}
      hasMore={false}
      loadingMore={false}
      {...handlers}
    />,
  );
  const row = (title: string) => screen.getByRole('article', { name: title });
  return { handlers, row };
}

describe('TransactionList keyboard', () => {
  // jsdom lays nothing out: give elements a size so the virtualiser renders the rows in view.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('puts one row in the Tab order and moves focus with the arrow keys, Home and End', async () => {
    const { row } = renderList();
    expect(row('Rent')).toHaveAttribute('tabindex', '0');
    expect(row('Lunch')).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(row('Rent')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(row('Lunch')).toHaveFocus();
    expect(row('Lunch')).toHaveAttribute('tabindex', '0');
    expect(row('Rent')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(row('Fuel')).toHaveFocus(); // stops at the last row
    await userEvent.keyboard('{ArrowUp}');
    expect(row('Generated')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(row('Rent')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(row('Fuel')).toHaveFocus();
  });

  it('edits with Enter and asks to delete with Delete or Backspace', async () => {
    const { handlers, row } = renderList();
    act(() => row('Lunch').focus());
    await userEvent.keyboard('{Enter}');
    expect(handlers.onEdit).toHaveBeenCalledWith(transactions[1]);
    await userEvent.keyboard('{Delete}');
    expect(handlers.onDelete).toHaveBeenCalledWith(transactions[1]);
    await userEvent.keyboard('{ArrowDown}{Backspace}');
    expect(handlers.onDelete).toHaveBeenLastCalledWith(transactions[2]);
  });

  it('offers no edit by Enter for a transaction generated from a recurring one', async () => {
    const { handlers, row } = renderList();
    act(() => row('Generated').focus());
    await userEvent.keyboard('{Enter}');
    expect(handlers.onEdit).not.toHaveBeenCalled();
  });

  it('leaves Enter on the status switch to the switch, and follows focus that arrives by click', async () => {
    const { handlers, row } = renderList();
    const toggle = within(row('Fuel')).getByRole('switch', { name: 'Mark Fuel as pending' });
    act(() => toggle.focus());
    expect(row('Fuel')).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    expect(handlers.onToggleStatus).toHaveBeenCalledWith(transactions[3]);
    expect(handlers.onEdit).not.toHaveBeenCalled();
    fireEvent.keyDown(toggle, { key: 'ArrowUp' });
    expect(row('Generated')).toHaveFocus();
  });
});

describe('TransactionList history (issue 10)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ kind: 'transaction', id: 'b', entries: [] }), { status: 200 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers 'History' in a row's menu, which opens that transaction's drawer", async () => {
    const { row } = renderList();
    fireEvent.click(within(row('Lunch')).getByRole('button', { name: 'Actions for Lunch' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'History' }));
    expect(await screen.findByRole('dialog', { name: 'History of Lunch' })).toBeInTheDocument();
  });
});
