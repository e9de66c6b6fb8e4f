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
  // Skipped: the matched row (a duplicate) and the hold with its release (left out); the summary says why for each.
  await expect(finished(page)).toContainText('3 transactions added, 1 duplicate skipped, 2 rows left out, 0 rows rejected.');
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
  await expect(finished(page)).toContainText('4 transactions added, 0 duplicates skipped, 2 rows left out, 0 rows rejected.');
  await listFrom(page, '2026-11-01');
  await expect(page.getByText('WHOLE FOODS MARKET #10234 SAN FRANCISCO CA')).toBeVisible();
  await expect(page.getByText('Whole Foods Market', { exact: true })).toBeVisible();
});

// OFX and QIF each in a test of its own: together they came near the 60 s budget on a busy machine.
test('OFX: pick, preview counts, import, undo', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Bank of the West');

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

  await undo(page, 'bank-1x.ofx');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('SAFEWAY #1234')).toHaveCount(0);
});

test('QIF: pick, preview counts, import, undo', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Wallet');

  await pickFile(page, 'Wallet', 'cash.qif', fixture('cash-dd-mm-yyyy.qif'));
  await expect(page.getByText('3 transactions · 2024-03-02 to 2024-03-25 · dates read day first')).toBeVisible();
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByText('No matches with transactions already recorded: 3 transactions will be added.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 transactions added, 0 duplicates skipped, 0 rows rejected.');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('Corner shop')).toBeVisible();
  await expect(page.getByText('Landlord')).toBeVisible();

  await undo(page, 'cash.qif');
  await listFrom(page, '2024-03-01');
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
  await expect(finished(page)).toContainText('4 transactions added, 0 duplicates skipped, 2 rows left out, 0 rows rejected.');
  await listFrom(page, '2026-11-01');
  await expect(page.getByRole('article', { name: 'BLUE BOTTLE COFFEE 0042 SAN FRANCISCO CA' })).toContainText('Coffee');
  await expect(page.getByRole('article', { name: 'ACME CORP PAYROLL PPD ID: 9876543210' })).not.toContainText('Coffee');
});

async function typed(page: Page, accountId: string, title: string, amount: string, date: string): Promise<void> {
  const response = await page.request.post('/api/transactions', {
    data: { title, amount, type: 'expense', fromAccountId: accountId, date },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('OFX: a row matching a typed transaction is kept anyway; the payees offer rules', async ({ page }) => {
  await signUpViaApi(page);
  const bank = await newAccount(page, 'Bank of the West');
  // Typed by hand before the statement came: the same amount two days off.
  await typed(page, bank, 'Safeway run', '42.17', '2024-03-03');

  const salary = await page.request.post('/api/expense-types', { data: { transactionCategory: 'Salary', transactionType: 'Income' } });
  expect(salary.status()).toBe(201);

  await pickFile(page, 'Bank of the West', 'bank-1x.ofx', fixture('bank-1x.ofx'));
  // issue 23: as in the CSV preview, a rule from any of the statement's payees.
  const rows = page.getByRole('table', { name: 'Rows to make rules from' });
  await rows
    .getByRole('row')
    .filter({ hasText: 'ACME CORP PAYROLL' })
    .getByRole('button', { name: 'Always categorise rows like this' })
    .click();
  const newRule = page.getByRole('dialog', { name: 'New rule' });
  await expect(newRule.getByLabel('Pattern')).toHaveValue(/ACME CORP PAYROLL/);
  await newRule.getByLabel('Set category').selectOption({ label: 'Salary (Income)' });
  await newRule.getByRole('button', { name: 'Create Rule' }).click();
  await expect(newRule).toBeHidden();
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  await expect(page.getByTestId('rule-hits')).toContainText('1 row filled in by your rules');
  const ofxPairs = page.getByRole('table', { name: 'Matched transactions' });
  await expect(ofxPairs).toContainText('SAFEWAY #1234');
  await expect(ofxPairs).toContainText('Safeway run');
  await expect(ofxPairs).toContainText('Not added');
  await page.getByRole('checkbox', { name: 'Keep transaction 1 anyway' }).check();
  await expect(ofxPairs).toContainText('Added anyway');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 transactions added, 0 duplicates skipped, 0 rows rejected.');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('SAFEWAY #1234')).toBeVisible();
  await expect(page.getByText('Safeway run')).toBeVisible();
  await expect(page.getByRole('article', { name: 'ACME CORP PAYROLL' })).toContainText('Salary');
});

test('QIF: a row matching a typed transaction is kept anyway; the payees offer rules', async ({ page }) => {
  await signUpViaApi(page);
  const wallet = await newAccount(page, 'Wallet');
  await typed(page, wallet, 'Shop on the corner', '4.20', '2024-03-02');

  await pickFile(page, 'Wallet', 'cash.qif', fixture('cash-dd-mm-yyyy.qif'));
  await expect(
    page
      .getByRole('table', { name: 'Rows to make rules from' })
      .getByRole('row')
      .filter({ hasText: 'Corner shop' })
      .getByRole('button', { name: 'Always categorise rows like this' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  const qifPairs = page.getByRole('table', { name: 'Matched transactions' });
  await expect(qifPairs).toContainText('Corner shop');
  await expect(qifPairs).toContainText('Shop on the corner');
  await expect(qifPairs).toContainText('Not added');
  await page.getByRole('checkbox', { name: 'Keep transaction 1 anyway' }).check();
  await expect(qifPairs).toContainText('Added anyway');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(finished(page)).toContainText('3 transactions added, 0 duplicates skipped, 0 rows rejected.');
  await listFrom(page, '2024-03-01');
  await expect(page.getByText('Corner shop')).toBeVisible();
  await expect(page.getByText('Shop on the corner')).toBeVisible();
});

test('a large bank CSV shows the upload progress, then the rows being checked, until the answer', async ({ page }) => {
  await signUpViaApi(page);
  await newAccount(page, 'Checking');
  // 20,000 payments out over two years (all money out: no hold and release pairs). The payees carry no
  // digits: a column whose every sample cell holds a number is not guessed as the description.
  const shops = ['CORNER SHOP', 'BAKERY', 'GREENGROCER', 'BOOKSHOP', 'CAFE'];
  const lines = ['Date,Description,Amount'];
  for (let row = 0; row < 20_000; row++) {
    const day = new Date(Date.UTC(2023, 0, 1 + (row % 700))).toISOString().slice(0, 10);
    lines.push(`${day},CARD PAYMENT ${shops[row % shops.length]} LONDON GB,-${(1 + (row % 9_000) / 100).toFixed(2)}`);
  }
  await pickFile(page, 'Checking', 'large.csv', Buffer.from(`${lines.join('\n')}\n`));
  await expect(page.getByRole('table', { name: 'File preview' })).toContainText('CARD PAYMENT CORNER SHOP LONDON GB');
  await expect(page.getByText('20,000 rows', { exact: false })).toBeVisible();

  // The server may check 20,000 rows faster than a poll of the page: every text the progress shows is
  // recorded as the page changes, then the states are checked once the answer is in.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Check duplicates' }).click();
  const progress = page.getByTestId('import-progress');
  await expect(page.getByText('No matches with transactions already recorded: 20,000 transactions will be added.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // The file's share sent, then, once it is all sent, the server checking the rows until it answers.
  expect(seen.some((text) => /^Reading the file… \d+%$/.test(text))).toBe(true);
  expect(seen.at(-1)).toBe('Checking rows…');
});
