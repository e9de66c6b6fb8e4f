import type { TransactionType } from '@life/domain/transactions/constants';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CategoryPicker } from './CategoryPicker';
import { activeCategories } from './queries';
import type { Category } from './types';

const category = (id: string, name: string, transactionType: Category['transactionType'], isActive = true): Category => ({
  id,
  transactionCategory: name,
  transactionType,
  description: '',
  color: '#ff2600',
  isActive,
  createdAt: '',
  updatedAt: '',
});

const categories = [
  category('rent', 'Rent', 'Expense - Fixed'),
  category('food', 'Food', 'Expense - Variable'),
  category('old', 'Old Hobby', 'Expense - Variable', false),
  category('salary', 'Salary', 'Income'),
];

function Harness({
  type = 'expense',
  list = categories,
  loading = false,
  initial = [] as string[],
}: {
  type?: TransactionType;
  list?: Category[];
  loading?: boolean;
  initial?: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CategoryPicker
        categories={loading ? undefined : list}
        activeCategories={loading ? undefined : activeCategories(list)}
        loading={loading}
        transactionType={type}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('CategoryPicker', () => {
  it('offers the active categories of the transaction type with their type in brackets', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Rent (Expense - Fixed)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Food (Expense - Variable)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Old Hobby/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salary/ })).not.toBeInTheDocument();
    expect(screen.getByText('Click categories above to add them as tags. You can select multiple categories.')).toBeInTheDocument();
  });

  it('adds clicked categories as removable tags and stops offering them', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Food (Expense - Variable)' }));
    expect(screen.getByTestId('value')).toHaveTextContent('food');
    expect(screen.queryByRole('button', { name: 'Food (Expense - Variable)' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rent (Expense - Fixed)' }));
    expect(screen.getByTestId('value')).toHaveTextContent('food,rent');
    expect(screen.getByText('All available categories selected')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Food' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^rent$/);
    expect(screen.getByRole('button', { name: 'Food (Expense - Variable)' })).toBeInTheDocument();
  });

  it('says when the type has no categories', () => {
    renderWithProviders(<Harness type="payment" />);
    expect(screen.getByText('No categories available for this transaction type')).toBeInTheDocument();
  });

  it('says when categories are loading', () => {
    renderWithProviders(<Harness loading />);
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
  });
});
