import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import type { QifPreviewJson } from '@life/domain/imports/qif/index';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { FakeUpload, fakeImportsApi, uploads } from '../../health-imports/testing/fake-imports-api';
import BankImportPage from './BankImportPage';

const ACCOUNT = { id: 'acc-1', accountName: 'Checking', isActive: true };

const preview: QifPreviewJson = {
  transactionCount: 9,
  firstDate: '1997-06-23',
  lastDate: '1997-11-24',
  dateOrder: 'mdy',
  accounts: [{ index: 0, name: null, transactionCount: 9 }],
  sections: ['Bank'],
  skippedRecords: 0,
  categories: [
    { name: 'Telephone', categoryId: null, transactions: 1, suggestedType: 'Expense - Variable' },
    { name: 'Textbooks', categoryId: 'c-1', transactions: 1, suggestedType: 'Expense - Variable' },
  ],
  unmatchedCategories: ['Telephone'],
  unmatchedTransferAccounts: [],
};

const summary = (overrides: Partial<BankImportSummaryJson>): BankImportSummaryJson => ({
  importId: '',
  kind: 'qif',
  added: 9,
  skipped: 0,
  posted: 0,
  duplicates: [],
  duplicatesSkipped: 0,
  skippedRows: [],
  rejected: [],
  rejectedCount: 0,
  ...overrides,
});

const created: unknown[] = [];

beforeEach(() => {
  uploads.length = 0;
  created.length = 0;
  const imports = fakeImportsApi();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(requestUrl(input), 'http://localhost').pathname;
      if (path === '/api/accounts') return Promise.resolve(jsonResponse(200, [ACCOUNT]));
      if (path === '/api/expense-types' && init?.method === 'POST') {
        created.push(JSON.parse(init.body as string));
        return Promise.resolve(jsonResponse(201, { id: 'c-2' }));
      }
      if (path === '/api/expense-types') return Promise.resolve(jsonResponse(200, []));
      return imports.fetch(input, init);
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('Import transactions: QIF (issue 23)', () => {
  it('previews a QIF, creates the categories it cannot match, checks duplicates and imports', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BankImportPage />);
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Checking' }));
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.qif');
    await user.upload(input, new File(['x'], 'cbb-export.qif', { type: '' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/qif/preview');
    act(() => uploads[0]!.respond(200, preview as never));
    expect(await screen.findByText(/9 transactions · 1997-06-23 to 1997-11-24 · dates read month first/)).toBeInTheDocument();
    expect(screen.getByText(/match none of yours and are kept as text: Telephone\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create 1 category' }));
    await waitFor(() => expect(created).toEqual([{ transactionCategory: 'Telephone', transactionType: 'Expense - Variable' }]));
    // The file is previewed again: now every category matches.
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.url).toBe('/api/imports/qif/preview');
    act(() =>
      uploads[1]!.respond(200, {
        ...preview,
        categories: preview.categories.map((c) => ({ ...c, categoryId: 'c-2' })),
        unmatchedCategories: [],
      } as never),
    );
    await waitFor(() => expect(screen.queryByText(/match none of yours/)).not.toBeInTheDocument());
    uploads.length = 0;

    await user.click(await screen.findByRole('button', { name: 'Check duplicates' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const dryRun = new URL(uploads[0]!.url, 'http://localhost');
    expect([dryRun.pathname, dryRun.searchParams.get('dryRun'), dryRun.searchParams.get('accountId')]).toEqual([
      '/api/imports/qif',
      'true',
      'acc-1',
    ]);
    act(() => uploads[0]!.respond(200, summary({}) as never));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(new URL(uploads[1]!.url, 'http://localhost').searchParams.get('dryRun')).toBe('false');
    act(() => uploads[1]!.respond(201, summary({ importId: 'i1' }) as never));
    expect(await screen.findByText('9 transactions added, 0 duplicates skipped, 0 rows rejected.')).toBeInTheDocument();
  });
});
