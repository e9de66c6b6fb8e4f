import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TransactionList } from './TransactionList';
import type { Transaction } from './types';
import { useRowSelection } from './use-row-selection';

const tx = (id: string, title: string): Transaction => ({
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
});

const transactions = [tx('a', 'Rent'), tx('b', 'Lunch'), tx('c', 'Coffee'), tx('d', 'Fuel')];

function Ledger({ onToggleStatus }: { onToggleStatus: () => void }) {
  const selection = useRowSelection(transactions);
  return (
    <>
      <output data-testid="selected">{selection.ids.join(',')}</output>
      <TransactionList
        transactions={transactions}
        accountNames={new Map()}
        categories={new Map()}
        hasMore={false}
        loadingMore={false}
        onLoadMore={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onToggleStatus={onToggleStatus}
        selection={selection}
      />
    </>
  );
}

describe('TransactionList selection (bulk edit)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  });
  afterEach(() => vi.restoreAllMocks());

  const selected = () => screen.getByTestId('selected').textContent;
  const row = (title: string) => screen.getByRole('article', { name: title });

  it('selects with checkboxes, Shift+click and Ctrl+click; the status switch keeps its click', async () => {
    const onToggleStatus = vi.fn();
    renderWithProviders(<Ledger onToggleStatus={onToggleStatus} />);
    fireEvent.click(within(row('Rent')).getByRole('checkbox', { name: 'Select Rent' }));
    expect(selected()).toBe('a');
    expect(row('Rent')).toHaveAttribute('data-selected', 'true');
    fireEvent.click(within(row('Coffee')).getByRole('checkbox'), { shiftKey: true });
    expect(selected()).toBe('a,b,c');
    fireEvent.click(within(row('Lunch')).getByText('Lunch'), { ctrlKey: true });
    expect(selected()).toBe('a,c');
    // A plain click on a row selects nothing, and the switch does what it does.
    fireEvent.click(within(row('Fuel')).getByText('Fuel'));
    await userEvent.click(within(row('Fuel')).getByRole('switch'));
    expect(onToggleStatus).toHaveBeenCalledTimes(1);
    expect(selected()).toBe('a,c');
  });

  it('Space toggles the focused row, Shift+arrows extend, Ctrl+A selects all, Esc clears', () => {
    renderWithProviders(<Ledger onToggleStatus={vi.fn()} />);
    row('Lunch').focus();
    fireEvent.keyDown(row('Lunch'), { key: ' ' });
    expect(selected()).toBe('b');
    fireEvent.keyDown(row('Lunch'), { key: 'Escape' });
    expect(selected()).toBe('');
    fireEvent.keyDown(row('Lunch'), { key: 'ArrowDown', shiftKey: true });
    expect(selected()).toBe('b,c');
    fireEvent.keyDown(row('Coffee'), { key: 'ArrowDown', shiftKey: true });
    expect(selected()).toBe('b,c,d');
    fireEvent.keyDown(row('Fuel'), { key: 'a', ctrlKey: true });
    expect(selected()).toBe('a,b,c,d');
    fireEvent.keyDown(row('Fuel'), { key: 'Escape' });
    expect(selected()).toBe('');
  });
});
