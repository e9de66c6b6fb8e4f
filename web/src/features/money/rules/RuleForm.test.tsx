import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RuleForm } from './RuleForm';

const posted: unknown[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
  if (init.method === 'POST') {
    posted.push(JSON.parse(init.body as string));
    return Promise.resolve(jsonResponse(201, { id: 'new' }));
  }
  const url = input instanceof Request ? input.url : input.toString();
  if (url.includes('/api/expense-types')) {
    return Promise.resolve(
      jsonResponse(200, [
        {
          id: '6f1c2a0e-1d2b-4c3d-9e4f-5a6b7c8d9e0f',
          transactionCategory: 'Food',
          transactionType: 'Expense - Variable',
          description: '',
          color: '#000',
          isActive: true,
        },
      ]),
    );
  }
  return Promise.resolve(jsonResponse(200, []));
});

beforeEach(() => {
  posted.length = 0;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RuleForm', () => {
  it("shows the domain's messages: a rule needs a name, a pattern and an action", async () => {
    renderWithProviders(<RuleForm onDone={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'New rule' });
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Groceries' } });
    fireEvent.change(within(form).getByLabelText(/Pattern/), { target: { value: 'whole foods' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Rule' }));
    expect(await within(form).findByText('Choose at least one action: a category, a new title or a transfer account')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the whole rule, empty choices as null, and closes', async () => {
    const onDone = vi.fn();
    renderWithProviders(<RuleForm initial={{ name: 'WHOLE FOODS MARKET', pattern: 'WHOLE FOODS MARKET' }} onDone={onDone} />);
    const form = screen.getByRole('form', { name: 'New rule' });
    await within(form).findByRole('option', { name: 'Food (Expense - Variable)' });
    fireEvent.change(within(form).getByLabelText(/Set category/), { target: { value: '6f1c2a0e-1d2b-4c3d-9e4f-5a6b7c8d9e0f' } });
    fireEvent.change(within(form).getByLabelText(/Minimum amount/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Rule' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      {
        name: 'WHOLE FOODS MARKET',
        matchKind: 'contains',
        pattern: 'WHOLE FOODS MARKET',
        accountId: null,
        minAmount: '5',
        maxAmount: null,
        categoryId: '6f1c2a0e-1d2b-4c3d-9e4f-5a6b7c8d9e0f',
        renameTo: '',
        transferAccountId: null,
      },
    ]);
  });
});
