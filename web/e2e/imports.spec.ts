import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Bank CSV import end to end (issue 11): a semicolon CSV with dd.mm.yyyy dates and 1.234,56
 * amounts; the mapping screen is pre-filled from the header (the description column is chosen by
 * hand), a recorded transaction shows as a matched pair (kept by its 'Keep anyway' box), the transactions appear
 * on the Transactions page and in a report of that month, and Undo import removes them again.
 */
const csv = Buffer.from('Datum;Empfänger;Betrag\n01.03.2024;REWE Markt;-45,30\n15.03.2024;Gehalt;3.250,00\n28.03.2024;Miete;-1.100,00\n');

/** Income, expenses and net of March 2024 from 'Generate Report' on /money/reports. */
async function expectMarchReport(page: Page, totals: { income: string; expenses: string; net: string }) {
  await page.goto('/money/reports');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  const form = page.getByRole('dialog', { name: 'Generate Report' });
  await form.getByLabel('Start Date').fill('2024-03-01');
  await form.getByLabel('End Date').fill('2024-03-31');
  await form.getByRole('button', { name: 'Show report' }).click();
  const list = page.getByRole('list', { name: 'Report totals' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Income' })).toContainText(totals.income);
  await expect(list.getByRole('listitem').filter({ hasText: 'Expenses' })).toContainText(totals.expenses);
  await expect(list.getByRole('listitem').filter({ hasText: 'Net' })).toContainText(totals.net);
}

test('bank CSV: mapping, duplicates, import, undo', async ({ page }) => {
  await signUpViaApi(page);
  const account = await page.request.post('/api/accounts', {
    data: { accountName: 'Girokonto', accountType: 'checking', startingBalanceAsOf: '2024-01-01' },
  });
  expect(account.status()).toBe(201);
  const accountId = ((await account.json()) as { id: string }).id;
  const recorded = await page.request.post('/api/transactions', {
    data: { title: 'Miete', amount: '1100.00', type: 'expense', fromAccountId: accountId, date: '2024-03-28' },
  });
  expect(recorded.status()).toBe(201);
  await expectMarchReport(page, { income: '$0.00', expenses: '$1,100.00', net: '-$1,100.00' });

  await page.goto('/money/transactions');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: 'Girokonto' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Bank file/ }).click();
  await (await chooser).setFiles({ name: 'konto.csv', mimeType: 'text/csv', buffer: csv });

  await expect(page.getByRole('table', { name: 'File preview' })).toContainText('REWE Markt');
  await expect(page.getByRole('combobox', { name: 'Date column' })).toHaveValue('Datum');
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('dd.mm.yyyy');
  await expect(page.getByRole('combobox', { name: 'Number format' })).toHaveValue('1.234,56');
  await page.getByRole('combobox', { name: 'Description column' }).click();
  await page.getByRole('option', { name: 'Empfänger' }).click();

  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByRole('table', { name: 'Matched transactions' })).toContainText('Miete');
  await page.getByRole('checkbox', { name: 'Keep row 4 anyway' }).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '3 transactions added, 0 duplicates skipped, 0 rows rejected.',
  );

  await page.goto('/money/transactions');
  // The list opens on recent weeks; the statement is from March 2024.
  await page.getByLabel('Start Date').fill('2024-03-01');
  await expect(page.getByText('REWE Markt')).toBeVisible();
  await expect(page.getByText('Gehalt')).toBeVisible();
  await expect(page.getByText('Miete')).toHaveCount(2);
  // The kept duplicate counts too: 45.30 + 1,100.00 imported, 1,100.00 recorded before.
  await expectMarchReport(page, { income: '$3,250.00', expenses: '$2,245.30', net: '$1,004.70' });

  await page.goto('/money/import');
  const past = page.getByRole('listitem', { name: 'konto.csv' });
  await past.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await expect(past.getByText('Undone')).toBeVisible();
  await page.goto('/money/transactions');
  await page.getByLabel('Start Date').fill('2024-03-01');
  await expect(page.getByText('Miete')).toHaveCount(1);
  await expect(page.getByText('REWE Markt')).toHaveCount(0);
  await expectMarchReport(page, { income: '$0.00', expenses: '$1,100.00', net: '-$1,100.00' });
});
