import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCsvPreviewJson, BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { FakeUpload, fakeImportsApi, uploads } from '../../health-imports/testing/fake-imports-api';
import BankImportPage from './BankImportPage';

const ACCOUNT = { id: 'acc-1', accountName: 'Girokonto', isActive: true };

const preview: BankCsvPreviewJson = {
  header: ['Datum', 'Empfänger', 'Betrag'],
  rows: [
    ['01.03.2024', 'REWE Markt', '-45,30'],
    ['28.03.2024', 'Miete', '-1.100,00'],
  ],
  rowCount: 2,
  detected: { delimiter: ';', dateFormat: 'dd.mm.yyyy', numberFormat: '1.234,56', date: 'Datum', amount: 'Betrag' },
  remembered: false,
  encoding: 'windows-1252',
  headerRow: 1,
};

const summary = (overrides: Partial<BankImportSummaryJson>): BankImportSummaryJson => ({
  importId: '',
  kind: 'bank-csv',
  added: 1,
  skipped: 1,
  posted: 0,
  duplicates: [
    {
      row: 3,
      date: '2024-03-28',
      amount: '-1100.00',
      title: 'MIETE NOVEMBER WOHNUNG 3.OG LINKS',
      status: 'posted',
      by: 'amount-and-date',
      transaction: { id: 't-1', date: '2024-03-27', amount: '-1100.00', title: 'Miete', status: 'pending' },
      action: 'post',
    },
  ],
  duplicatesSkipped: 1,
  skippedRows: [
    { row: 3, reason: "Row 3: matches the pending 'Miete' of 2024-03-27 (-1100.00), which is marked posted instead" },
    { row: 4, reason: 'Row 4: an authorisation hold released by row 5: no money moved, neither is recorded' },
  ],
  rejected: [],
  rejectedCount: 0,
  ...overrides,
});

beforeEach(() => {
  uploads.length = 0;
  const imports = fakeImportsApi();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      new URL(requestUrl(input), 'http://localhost').pathname === '/api/accounts'
        ? Promise.resolve(jsonResponse(200, [ACCOUNT]))
        : imports.fetch(input, init),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('Import transactions (/money/import)', () => {
  it('previews a CSV, maps a column by hand, shows the matched pairs, keeps one anyway and imports', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BankImportPage />);
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Girokonto' }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'konto.csv', { type: '' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/bank-csv/preview?accountId=acc-1');
    act(() => uploads[0]!.respond(200, preview as never));
    expect(await screen.findByRole('table', { name: 'File preview' })).toHaveTextContent('REWE Markt');
    expect(screen.getByRole('combobox', { name: 'Date format' })).toHaveValue('dd.mm.yyyy');

    // The description column was not guessed: the server is not asked until it is chosen.
    await user.click(screen.getByRole('button', { name: 'Check duplicates' }));
    expect(await screen.findByText('Choose a column')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Description column' }));
    await user.click(await screen.findByRole('option', { name: 'Empfänger' }));
    await user.click(screen.getByRole('button', { name: 'Check duplicates' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    const dryRun = new URL(uploads[1]!.url, 'http://localhost').searchParams;
    expect(dryRun.get('dryRun')).toBe('true');
    expect(dryRun.get('accountId')).toBe('acc-1');
    expect(JSON.parse(dryRun.get('mapping')!)).toEqual({
      delimiter: ';',
      dateFormat: 'dd.mm.yyyy',
      numberFormat: '1.234,56',
      date: 'Datum',
      description: 'Empfänger',
      amount: 'Betrag',
    });
    act(() => uploads[1]!.respond(200, summary({}) as never));

    const pairs = await screen.findByRole('table', { name: 'Matched transactions' });
    expect(pairs).toHaveTextContent('MIETE NOVEMBER WOHNUNG 3.OG LINKS');
    expect(pairs).toHaveTextContent('2024-03-27 · -1100.00 (pending)');
    expect(pairs).toHaveTextContent('Not added; marks it posted');
    expect(screen.getByRole('list', { name: 'Rows left out' })).toHaveTextContent('an authorisation hold released by row 5');
    await user.click(screen.getByRole('checkbox', { name: 'Keep row 3 anyway' }));
    expect(pairs).toHaveTextContent('Added anyway');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    const real = new URL(uploads[2]!.url, 'http://localhost').searchParams;
    expect([real.get('dryRun'), real.get('keepDuplicates')]).toEqual(['false', '3']);
    act(() =>
      uploads[2]!.respond(
        201,
        summary({ importId: 'i9', added: 2, skipped: 0, duplicates: [], duplicatesSkipped: 0, skippedRows: [] }) as never,
      ),
    );
    expect(await screen.findByText('2 transactions added, 0 duplicates skipped, 0 rows rejected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeEnabled();
  });

  it('asks the preview for the layout remembered for the account, says so, and imports in one step with it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BankImportPage />);
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'konto.csv', { type: '' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/bank-csv/preview');
    act(() => uploads[0]!.respond(200, preview as never));
    await screen.findByRole('table', { name: 'File preview' });
    expect(screen.queryByText(/Using the layout from your last import/)).not.toBeInTheDocument();

    // Choosing the account previews again with it: the layout of its last import comes back.
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Girokonto' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.url).toBe('/api/imports/bank-csv/preview?accountId=acc-1');
    const remembered = { ...preview, remembered: true, detected: { ...preview.detected, description: 'Empfänger' } };
    act(() => uploads[1]!.respond(200, remembered as never));
    expect(await screen.findByText('Using the layout from your last import into this account.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Description column' })).toHaveValue('Empfänger');
    await user.click(screen.getByRole('button', { name: 'Check duplicates' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    expect(JSON.parse(new URL(uploads[2]!.url, 'http://localhost').searchParams.get('mapping')!)).toMatchObject({
      description: 'Empfänger',
    });
  });

  it('checks an OFX statement for matches and imports keeping one anyway', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BankImportPage />);
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Girokonto' }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'checking.qfx', { type: '' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/imports/ofx/preview');
    const statement = { index: 1, accountType: 'bank', accountId: '000123456789', bankId: '121000248', currency: 'USD' };
    act(() =>
      uploads[0]!.respond(200, {
        version: 1,
        statements: [{ ...statement, transactionCount: 3, firstDate: '2024-03-02', lastDate: '2024-03-28' }],
      } as never),
    );
    expect(await screen.findByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Check duplicates' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(new URL(uploads[1]!.url, 'http://localhost').searchParams.get('dryRun')).toBe('true');
    const pair = {
      ...summary({}).duplicates[0]!,
      row: 1,
      title: 'SAFEWAY #1234',
      by: 'bank-id' as const,
      action: 'skip' as const,
      transaction: { id: 't-2', date: '2024-03-02', amount: '-42.17', title: 'SAFEWAY #1234', status: 'posted' as const },
    };
    act(() => uploads[1]!.respond(200, summary({ kind: 'ofx', duplicates: [pair], skippedRows: [] }) as never));
    expect(await screen.findByRole('table', { name: 'Matched transactions' })).toHaveTextContent('same bank id');
    await user.click(screen.getByRole('checkbox', { name: 'Keep transaction 1 anyway' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    const real = new URL(uploads[2]!.url, 'http://localhost').searchParams;
    expect([real.get('dryRun'), real.get('keepDuplicates'), real.get('statement')]).toEqual(['false', '1', '1']);
  });
});
