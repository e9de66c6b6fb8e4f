import { CATEGORY_TYPE_COLORS } from '@life/domain/categories/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { paletteColor } from '../../../format';
import { BudgetProgressRow } from './BudgetProgressRow';

const RED = CATEGORY_TYPE_COLORS['Expense - Variable'];
const figures = (categoryId: string, spent: string) => ({
  categoryId,
  categoryName: categoryId,
  color: RED,
  budgetAmount: '100.00',
  spent,
});

describe('a budget row (issue 26)', () => {
  it('shows an expense category still on its default red in its palette colour, and over budget with a label and icon', () => {
    renderWithProviders(
      <>
        <BudgetProgressRow budget={figures('Food', '40.00')} historyId="b-1" />
        <BudgetProgressRow budget={figures('Fun', '140.00')} />
      </>,
    );
    const [under, over] = screen.getAllByTestId('budget-row') as [HTMLElement, HTMLElement];
    const dot = (row: HTMLElement) => (row.querySelector('span[aria-hidden]') as HTMLElement).style.background;
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
    expect(dot(under)).toBe(rgb(paletteColor('Food')));
    expect(dot(over)).toBe(rgb(paletteColor('Fun')));
    expect(under).not.toHaveAttribute('data-over');
    expect(over).toHaveAttribute('data-over', 'true');
    expect(over).toHaveTextContent('over budget');
    expect(over.querySelector('.mantine-Badge-section svg')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Fun: $140.00 of $100.00, over budget' })).toBeInTheDocument();
    // Budgets have a history now: the row with an id offers it.
    expect(screen.getByRole('button', { name: 'History of budget Food' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History of budget Fun' })).toBeNull();
  });
});
