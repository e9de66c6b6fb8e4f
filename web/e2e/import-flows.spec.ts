import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signUpViaApi } from './helpers';

/**
 * Issue 23 as a user meets it: each bank file kind picked, previewed (matches, rows left out, rule
 * hits), imported and undone, using the real sample files of infra/src/imports/fixtures.
 */
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../infra/src/imports/fixtures/${name}`, import.meta.url)));

async function newAccount(page: Page, accountName: string): Promise<string> {
  const response = await page.request.post('/api/accounts', {
    data: { accountName, accountType: 'checking', startingBalanceAsOf: '2020-01-01' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** On /money/import: the account, then the file through the file chooser. */
async function pickFile(page: Page, accountName: string, name: string, buffer: Buffer): Promise<void> {
  await page.goto('/money/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: accountName }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bank file (CSV, OFX, QFX or QIF)' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}

async function listFrom(page: Page, startDate: string): Promise<void> {
  await page.goto('/money/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByLabel('Start Date').fill(startDate);
}

async function undo(page: Page, fileName: string): Promise<void> {
  await page.goto('/money/import');
  const past = page.getByRole('listitem', { name: fileName });
  await past.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await expect(past.getByText('Undone')).toBeVisible();
}

function finished(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Import finished' });
}

test('bank CSV: a transaction typed by hand is matched, not counted twice, and undo restores the list', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Checking');

  // The user records the grocery run by hand first.
  await page.goto('/money/transactions');
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Transaction' });
  await add.getByLabel('From Account').selectOption({ label: 'Checking' });
  await add.getByLabel('Description').fill('Whole Foods Market');
  await add.getByLabel('Amount').fill('86.42');
  await add.getByLabel('Date').fill('2026-11-24');
  await add.getByRole('button', { name: 'Create Transaction' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success.getByText('Transaction created successfully!')).toBeVisible();
  await success.getByRole('button', { name: 'Continue' }).click();

  await pickFile(page, 'Checking', 'bank-us-status.csv', fixture('bank-us-status.csv'));
  await expect(page.getByRole('table', { name: 'File preview' })).toContainText('WHOLE FOODS MARKET');
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  const pairs = page.getByRole('table', { name: 'Matched transactions' });
  await expect(pairs).toContainText('WHOLE FOODS MARKET');
  await expect(pairs).toContainText('Whole Foods Market');
  await expect(pairs).toContainText('Not added');
  // The hold and its release are left out, each with why.
  const leftOut = page.getByRole('list', { name: 'Rows left out' });
  await expect(leftOut).toContainText('Row 3: an authorisation hold released by row 6');
  await expect(leftOut).toContainText('Row 6: releases the authorisation hold of row 3');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // Skipped: the matched row and the hold with its release; the summary says why for each.
  await expect(finished(page)).toContainText('3 transactions added, 3 duplicates skipped, 0 rows rejected.');
  await expect(finished(page)).toContainText("Row 2: matches 'Whole Foods Market' of 2026-11-24 (-86.42) already recorded");
  await listFrom(page, '2026-11-01');
  await expect(page.getByText('ACME CORP PAYROLL PPD ID: 9876543210')).toBeVisible();
  await expect(page.getByText('Whole Foods Market')).toHaveCount(1);
  await expect(page.getByText('WHOLE FOODS MARKET', { exact: false })).toHaveCount(1); // the typed one only (case-insensitive)
  await expect(page.getByText('AUTH HOLD MARRIOTT', { exact: false })).toHaveCount(0);
  // The file's Pending row lands pending, a Cleared one posted.
  await expect(
    page.getByRole('article', { name: 'BLUE BOTTLE COFFEE 0042 SAN FRANCISCO CA' }).getByRole('img', { name: 'Pending' }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'ACME CORP PAYROLL PPD ID: 9876543210' }).getByRole('img', { name: 'Posted' }),
  ).toBeVisible();

  await undo(page, 'bank-us-status.csv');
  await listFrom(page, '2026-11-01');
  await expect(page.getByText('Whole Foods Market')).toHaveCount(1);
  await expect(page.getByText('ACME CORP PAYROLL', { exact: false })).toHaveCount(0);
  await expect(page.getByText('BLUE BOTTLE COFFEE', { exact: false })).toHaveCount(0);

  // Second run: the row really is another purchase, so the user keeps it.
  await pickFile(page, 'Checking', 'bank-us-status.csv', fixture('bank-us-status.csv'));
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await page.getByRole('checkbox', { name: 'Keep row 2 anyway' }).check();
  await expect(page.getByRole('table', { name: 'Matched transactions' })).toContainText('Added anyway');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('4 transactions added, 2 duplicates skipped');
  await listFrom(page, '2026-11-01');
  await expect(page.getByText('WHOLE FOODS MARKET #10234 SAN FRANCISCO CA')).toBeVisible();
  await expect(page.getByText('Whole Foods Market', { exact: true })).toBeVisible();
});

test('OFX and QIF: pick, preview counts, import, undo', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Bank of the West');
  await newAccount(page, 'Wallet');

  await pickFile(page, 'Bank of the West', 'bank-1x.ofx', fixture('bank-1x.ofx'));
  await expect(page.getByRole('textbox', { name: 'Statement' }).or(page.getByRole('combobox', { name: 'Statement' }))).toHaveValue(
    'Account 000123456789 · 3 transactions · 2024-03-02 to 2024-03-20',
  );
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByText('No matches with transactions already recorded: 3 transactions will be added.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 transactions added, 0 duplicates skipped, 0 rows rejected.');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('SAFEWAY #1234')).toBeVisible();
  await expect(page.getByText('ACME CORP PAYROLL')).toBeVisible();

  await pickFile(page, 'Wallet', 'cash.qif', fixture('cash-dd-mm-yyyy.qif'));
  await expect(page.getByText('3 transactions · 2024-03-02 to 2024-03-25 · dates read day first')).toBeVisible();
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByText('No matches with transactions already recorded: 3 transactions will be added.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 transactions added, 0 duplicates skipped, 0 rows rejected.');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('Corner shop')).toBeVisible();
  await expect(page.getByText('Landlord')).toBeVisible();

  await undo(page, 'bank-1x.ofx');
  await undo(page, 'cash.qif');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('SAFEWAY #1234')).toHaveCount(0);
  await expect(page.getByText('Landlord')).toHaveCount(0);
});

test('MyFitnessPal per-entry export: preview, import, every meal lands, undo', async ({ page }) => {
  await signUpViaApi(page);
  const meals = async () =>
    ((await (await page.request.get('/api/meals?startDate=2024-03-01&endDate=2024-03-08')).json()) as unknown[]).length;
  await page.goto('/nutrition/mfp');
  await expect(page.getByRole('heading', { level: 1, name: 'MyFitnessPal' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'MyFitnessPal export (.csv)' }).click();
  await (await chooser).setFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: fixture('mfp-nutrition-entries.csv') });

  // 78 food rows make 30 meals (one per day and meal); the preview saves nothing.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('status').filter({ hasText: 'Preview: nothing saved yet' });
  await expect(preview).toContainText('30 meals to add, 0 duplicates to skip, 0 rows rejected.');
  expect(await meals()).toBe(0);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('30 meals added, 0 duplicates skipped, 0 rows rejected.');
  await expect.poll(meals).toBe(30);

  const past = page.getByRole('listitem', { name: 'entries.csv' });
  await past.getByRole('button', { name: 'Undo import' }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo import' }).click();
  await expect(past.getByText('Undone')).toBeVisible();
  await expect.poll(meals).toBe(0);
});

test('bank CSV: a rule made from a row of the preview, its hit listed, the import categorised', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Checking');
  const food = await page.request.post('/api/expense-types', {
    data: { transactionCategory: 'Coffee', transactionType: 'Expense - Variable' },
  });
  expect(food.status()).toBe(201);

  await pickFile(page, 'Checking', 'bank-us-status.csv', fixture('bank-us-status.csv'));
  const rows = page.getByRole('table', { name: 'Rows to make rules from' });
  await rows.getByRole('row').filter({ hasText: 'BLUE BOTTLE' }).getByRole('button', { name: 'Always categorise rows like this' }).click();
  const newRule = page.getByRole('dialog', { name: 'New rule' });
  await expect(newRule.getByLabel('Pattern')).toHaveValue(/BLUE BOTTLE/);
  await newRule.getByLabel('Set category').selectOption({ label: 'Coffee (Expense - Variable)' });
  await newRule.getByRole('button', { name: 'Create Rule' }).click();
  await expect(newRule).toBeHidden();

  await page.getByRole('button', { name: 'Check duplicates' }).click();
  const hits = page.getByTestId('rule-hits');
  await expect(hits).toContainText('1 row filled in by your rules');
  await expect(hits).toContainText('Row 5:');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('4 transactions added, 2 duplicates skipped');
  await listFrom(page, '2026-11-01');
  await expect(page.getByRole('article', { name: 'BLUE BOTTLE COFFEE 0042 SAN FRANCISCO CA' })).toContainText('Coffee');
  await expect(page.getByRole('article', { name: 'ACME CORP PAYROLL PPD ID: 9876543210' })).not.toContainText('Coffee');
});
