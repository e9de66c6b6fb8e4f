import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { CategoryManager } from './CategoryManager';
import type { Category } from './types';

const category = (id: string, name: string, transactionType: Category['transactionType'], extra: Partial<Category> = {}): Category => ({
  id,
  transactionCategory: name,
  transactionType,
  description: '',
  color: '#3B82F6',
  isActive: true,
  createdAt: '',
  updatedAt: '',
  ...extra,
});

let categories: Category[];
beforeEach(() => {
  categories = [
    category('s', 'Salary', 'Income'),
    category('r', 'Rent', 'Expense - Fixed', { description: 'Flat in town' }),
    category('g', 'Groceries', 'Expense - Variable'),
    category('d', 'Dining', 'Expense - Variable', { isActive: false }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        requestUrl(input) === '/api/expense-types' ? jsonResponse(200, categories) : jsonResponse(404, { error: 'not found' }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CategoryManager', () => {
  it('loads, then groups by type with counts, tiles and status badges', async () => {
    renderWithProviders(<CategoryManager />);
    expect(screen.getByText('Loading expense categories...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Expense - Variable (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Income (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('category-tile-income')).toHaveTextContent('1');
    expect(screen.getByTestId('category-tile-fixed')).toHaveTextContent('1');
    expect(screen.getByTestId('category-tile-variable')).toHaveTextContent('2');
    expect(screen.getByTestId('category-tile-payment')).toHaveTextContent('0');
    expect(screen.getAllByText('Inactive')).toHaveLength(1);
    expect(screen.getAllByText('Active')).toHaveLength(3);
  });

  it('lists every type in ONE table, a group row per type, with a Type column (issue 13: columns line up)', async () => {
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.click(screen.getByText('List'));
    const [table, ...others] = screen.getAllByRole('table');
    expect(others).toHaveLength(0);
    const [head] = within(table!).getAllByRole('rowgroup');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Description', 'Status', 'Actions']);
    const groups = within(table!).getAllByTestId('manager-group-row');
    expect(groups.map((row) => row.textContent)).toEqual(['Income (1)', 'Expense - Fixed (1)', 'Expense - Variable (2)']);
    expect(within(groups[0]!).getByRole('columnheader')).toHaveAttribute('colspan', '5');
    const rows = within(table!).getAllByTestId('category-row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Salary', 'Rent', 'Dining', 'Groceries']);
    expect(within(rows[2]!).getByText('Expense - Variable')).toBeInTheDocument();
  });

  it('searches name or description and filters by type', async () => {
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.change(screen.getByLabelText('Search categories'), { target: { value: 'flat' } });
    expect(screen.getAllByTestId('category-card')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search categories'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Filter by category type'), { target: { value: 'Payment' } });
    expect(screen.getByText('No Categories Found')).toBeInTheDocument();
  });

  it('creating: required fields, and the type sets its colour', async () => {
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Type/), { target: { value: 'Income' } });
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#00f900');
    fireEvent.change(within(dialog).getByLabelText(/Type/), { target: { value: 'Expense - Fixed' } });
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#b51a00');
  });

  it('editing keeps the stored colour when the type changes', async () => {
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Salary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    fireEvent.change(within(dialog).getByLabelText(/Type/), { target: { value: 'Payment' } });
    expect(within(dialog).getByLabelText('Color')).toHaveValue('#3B82F6');
    expect(within(dialog).getByRole('button', { name: 'Update Category' })).toBeInTheDocument();
  });

  it('asks before deleting with the SPEC prompt', async () => {
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rent' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this expense category? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
  });

  it('names how many transactions use the category in the delete prompt (issue 24)', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = requestUrl(input);
        asked.push(url);
        if (url === '/api/expense-types') return Promise.resolve(jsonResponse(200, categories));
        if (url === '/api/transactions?categoryId=r&limit=1') return Promise.resolve(jsonResponse(200, [], { 'X-Total-Count': '3' }));
        if (url === '/api/transactions?categoryId=g&limit=1') return Promise.resolve(jsonResponse(200, [], { 'X-Total-Count': '1' }));
        return Promise.resolve(jsonResponse(200, [], { 'X-Total-Count': '0' }));
      }),
    );
    renderWithProviders(<CategoryManager />);
    await screen.findByRole('heading', { name: 'Income (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(
      await within(dialog).findByText(
        '3 transactions use this category. Are you sure you want to delete this expense category? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Groceries' }));
    expect(
      await screen.findByText(
        '1 transaction uses this category. Are you sure you want to delete this expense category? You can restore it from Recently Deleted, under Settings on the money pages.',
      ),
    ).toBeInTheDocument();
    expect(asked).toContain('/api/transactions?categoryId=r&limit=1');
  });
});
