import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { account } from '../testing/fixtures';
import { afterSaveAndAddAnother, defaultFromAccountId, emptyTransactionValues } from './form-values';
import { titleSuggestions } from './title-suggestions';
import { TransactionForm } from './TransactionForm';
import type { Transaction } from './types';

const everyday = account({ id: 'everyday', accountName: 'Everyday' });
const joint = account({ id: 'joint', accountName: 'Joint', isPrimary: true });
const closed = account({ id: 'closed', accountName: 'Closed', isActive: false });

const row = (title: string, overrides: Partial<Transaction> = {}): Transaction =>
  ({
    id: title,
    title,
    amount: '-5.00',
    type: 'expense',
    transactionCategoryIds: [],
    fromAccountId: 'everyday',
    toAccountId: null,
    ...overrides,
  }) as Transaction;

describe('quick entry helpers (issue 24)', () => {
  it('starts from the primary active account, else the first active one (quick entry and Add Transaction alike)', () => {
    expect(defaultFromAccountId([everyday, joint])).toBe('joint');
    expect(defaultFromAccountId([everyday, { ...joint, isActive: false }])).toBe('everyday');
    expect(defaultFromAccountId([closed, everyday])).toBe('everyday');
    expect(defaultFromAccountId([closed])).toBe('');
    expect(defaultFromAccountId([])).toBe('');
  });

  it('keeps the date, type, accounts and status after Save and add another, and nothing else', () => {
    const saved = {
      ...emptyTransactionValues('2026-11-27'),
      type: 'payment' as const,
      fromAccountId: 'joint',
      toAccountId: 'everyday',
      title: 'Rent',
      amount: '900',
      date: '2026-11-20',
      posted: 'pending' as const,
      transactionCategoryIds: ['rent'],
    };
    expect(afterSaveAndAddAnother(saved, '2026-11-27')).toEqual({
      ...emptyTransactionValues('2026-11-27'),
      type: 'payment',
      fromAccountId: 'joint',
      toAccountId: 'everyday',
      date: '2026-11-20',
      posted: 'pending',
    });
  });

  it('offers distinct past titles with their newest use, those starting with the text first', () => {
    const rows = [
      row('Blue Bottle Coffee', { transactionCategoryIds: ['coffee'] }),
      row('blue bottle coffee', { transactionCategoryIds: ['old'] }),
      row('Big Blue Market'),
      row('Blue'),
      row('Rent'),
    ];
    const offered = titleSuggestions(rows, 'blue');
    expect(offered.map((s) => s.title)).toEqual(['Blue Bottle Coffee', 'Big Blue Market']);
    expect(offered[0]?.transactionCategoryIds).toEqual(['coffee']);
    expect(titleSuggestions(rows, '  ')).toEqual([]);
  });
});

describe('TransactionForm quick entry', () => {
  let posts: unknown[];
  beforeEach(() => {
    posts = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = requestUrl(input);
        if (url === '/api/accounts') return Promise.resolve(jsonResponse(200, [everyday, joint]));
        if (url === '/api/transactions' && init.method === 'POST') {
          const body = JSON.parse(bodyText(init)) as Record<string, unknown>;
          posts.push(body);
          return Promise.resolve(jsonResponse(201, { ...row(String(body.title)), amount: `-${String(body.amount)}` }));
        }
        return Promise.resolve(jsonResponse(200, []));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the primary account; Save and add another keeps the form open with the date and account', async () => {
    const onDone = vi.fn();
    renderWithProviders(<TransactionForm onDone={onDone} quickEntry />);
    const from = screen.getByLabelText<HTMLSelectElement>('From Account');
    await waitFor(() => expect(from.value).toBe('joint'));

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '4.5' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and add another' }));

    expect(await screen.findByText('Saved "Coffee" (-$4.50). Add the next one.')).toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ title: 'Coffee', amount: '4.50', fromAccountId: 'joint', date: '2026-11-20' })]);
    expect(screen.queryByText('Transaction created successfully!')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveFocus();
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-20');
    expect(from.value).toBe('joint');

    // The plain Create still ends with the Success dialog.
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Bus' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText('Transaction created successfully!')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });
});
