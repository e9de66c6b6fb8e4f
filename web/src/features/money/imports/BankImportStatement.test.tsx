import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankImportSummaryJson } from '@life/domain/imports/bank-csv/index';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../test/render';
import { FakeUpload, fakeImportsApi, uploads } from '../../health-imports/testing/fake-imports-api';
import BankImportPage from './BankImportPage';

const ACCOUNT = { id: 'acc-1', accountName: 'Checking', isActive: true };

const OFX = `OFXHEADER:100
DATA:OFXSGML
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240302<TRNAMT>-42.17<FITID>1<NAME>SAFEWAY #1234<MEMO>Groceries &amp; household</STMTTRN>
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20240320<TRNAMT>-150.00<FITID>2<CHECKNUM>1001<MEMO>Check 1001</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const dryRun: BankImportSummaryJson = {
  importId: '',
  kind: 'ofx',
  added: 2,
  skipped: 0,
  posted: 0,
  duplicates: [],
  duplicatesSkipped: 0,
  skippedRows: [],
  rejected: [],
  rejectedCount: 0,
};

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

describe('an OFX statement on /money/import', () => {
  it('offers a rule from each payee of the statement, and shows the upload, then the checking, until the answer', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BankImportPage />);
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Checking' }));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, new File([OFX], 'checking.ofx', { type: '' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const statement = { index: 1, accountType: 'bank', accountId: '000123456789', bankId: '121000248', currency: 'USD' };
    act(() =>
      uploads[0]!.respond(200, {
        version: 1,
        statements: [{ ...statement, transactionCount: 2, firstDate: '2024-03-02', lastDate: '2024-03-20' }],
      } as never),
    );

    // issue 23: the same offer as the CSV preview's, from the statement's payees (NAME, else MEMO).
    const rows = await screen.findByRole('table', { name: 'Rows to make rules from' });
    expect(
      within(rows)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SAFEWAY #1234Always categorise rows like this', 'Check 1001Always categorise rows like this']);
    await user.click(within(rows).getAllByRole('button', { name: 'Always categorise rows like this' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    expect(within(dialog).getByRole('textbox', { name: /^Pattern/ })).toHaveValue('SAFEWAY');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New rule' })).not.toBeInTheDocument());

    // Upload progress, then what the server does until it answers.
    await user.click(screen.getByRole('button', { name: 'Check duplicates' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.progress(30, 100));
    expect(await screen.findByText('Reading the file… 30%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '30');
    act(() => uploads[1]!.progress(100, 100));
    expect(await screen.findByText('Checking rows…')).toBeInTheDocument();
    act(() => uploads[1]!.respond(200, dryRun as never));
    expect(await screen.findByText('No matches with transactions already recorded: 2 transactions will be added.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(uploads).toHaveLength(3));
    act(() => uploads[2]!.progress(100, 100));
    expect(await screen.findByText('Checking rows and saving…')).toBeInTheDocument();
    act(() => uploads[2]!.respond(201, { ...dryRun, importId: 'i1' } as never));
    expect(await screen.findByText('2 transactions added, 0 duplicates skipped, 0 rows rejected.')).toBeInTheDocument();
  });
});
