import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { account } from '../testing/fixtures';
import { AccountForm, accountFormValues, balanceLabels, toAccountBody, validateAccountForm } from './AccountForm';

const visa = account({
  id: 'v',
  accountName: 'Visa',
  accountType: 'credit_card',
  balance: '-350.00',
  startingBalance: '-200.00',
  creditLimit: '5000.00',
});

describe('the account form asks credit cards and loans what is owed (issue 24)', () => {
  it('shows a stored negative balance as a positive amount owed, and sends it back negative', () => {
    const values = accountFormValues(visa);
    expect(values.balance).toBe('350.00');
    expect(values.startingBalance).toBe('200.00');
    // Unchanged: no balance is sent, the starting balance keeps its stored sign.
    expect(toAccountBody(values, visa)).toMatchObject({ startingBalance: '-200.00' });
    expect(toAccountBody(values, visa)).not.toHaveProperty('balance');
    expect(toAccountBody({ ...values, balance: '400' }, visa)).toMatchObject({ balance: '-400.00' });
  });

  it('creates a card owing 350 as a -350.00 balance; other types keep their sign', () => {
    const blank = accountFormValues();
    const card = {
      ...blank,
      accountName: 'Visa',
      accountType: 'credit_card' as const,
      startingBalance: '350',
      balance: '350',
      creditLimit: '5000',
    };
    expect(toAccountBody(card)).toMatchObject({ startingBalance: '-350.00', balance: '-350.00', creditLimit: '5000.00' });
    const loan = { ...card, accountType: 'loan / line of credit' as const, startingBalance: '-20', balance: '' };
    // A card or loan in credit is a negative amount owed; an empty current figure is left to the starting one.
    expect(toAccountBody(loan)).toMatchObject({ startingBalance: '20.00' });
    expect(toAccountBody(loan)).not.toHaveProperty('balance');
    const checking = { ...blank, accountName: 'Everyday', startingBalance: '350', balance: '350' };
    expect(toAccountBody(checking)).toMatchObject({ startingBalance: '350.00', balance: '350.00' });
  });

  it('labels the fields by type and words a bad amount owed with its own label', () => {
    expect(balanceLabels('checking', false)).toEqual({
      balance: 'Current Balance',
      starting: 'Starting Balance',
      asOf: 'Starting Balance As Of',
    });
    expect(balanceLabels('credit_card', false).starting).toBe('Amount Owed');
    expect(balanceLabels('credit_card', true).balance).toBe('Amount Owed');
    const values = {
      ...accountFormValues(),
      accountName: 'Visa',
      accountType: 'credit_card' as const,
      startingBalance: 'lots',
      creditLimit: '10',
    };
    expect(validateAccountForm(values).startingBalance).toMatch(/^Amount owed /);
  });
});

/** Whether the field's label carries the required asterisk. */
function marked(name: string): boolean {
  const input = screen.getByRole('textbox', { name });
  return document.querySelector(`label[for="${input.id}"]`)?.textContent?.includes('*') ?? false;
}

describe('AccountForm', () => {
  let posted: unknown[];
  beforeEach(() => {
    posted = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
          return Promise.resolve(jsonResponse(201, visa));
        }
        return Promise.resolve(jsonResponse(200, []));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('creates with one amount and its date; a credit card asks the amount owed and shows the sign rule', async () => {
    const onDone = vi.fn();
    renderWithProviders(<AccountForm onDone={onDone} />);
    // One required balance on create: the current one is optional and follows it.
    expect(marked('Starting Balance')).toBe(true);
    expect(marked('Current Balance')).toBe(false);
    expect(screen.getByLabelText('Starting Balance As Of')).toHaveValue('2025-10-01');

    fireEvent.change(screen.getByRole('textbox', { name: 'Account Name' }), { target: { value: 'Visa' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Account Type' }), { target: { value: 'credit_card' } });
    const owed = screen.getByRole('textbox', { name: 'Amount Owed' });
    expect(screen.getByText(/Enter what you owe as a positive number/)).toBeInTheDocument();
    fireEvent.change(owed, { target: { value: '350' } });
    expect(screen.getByRole('textbox', { name: 'Current Amount Owed' })).toHaveValue('350');
    fireEvent.change(screen.getByRole('textbox', { name: 'Credit Limit' }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toEqual([expect.objectContaining({ accountType: 'credit_card', startingBalance: '-350.00', balance: '-350.00' })]);
  });

  it('keeps what a balance means when an edited account moves between owed and balance types', () => {
    renderWithProviders(<AccountForm account={visa} onDone={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Amount Owed' })).toHaveValue('350.00');
    fireEvent.change(screen.getByRole('combobox', { name: 'Account Type' }), { target: { value: 'checking' } });
    expect(screen.getByRole('textbox', { name: 'Current Balance' })).toHaveValue('-350.00');
    expect(screen.getByRole('textbox', { name: 'Starting Balance' })).toHaveValue('-200.00');
  });
});
