import { expect, test } from '@playwright/test';
import { createAccountViaApi, localDay as day, seedTransactions, shownDay as shown, signUpViaApi } from './helpers';

/**
 * Reconciliation (issue 24), end to end: an account's register, Reconcile, the statement's day and
 * ending balance, ticking transactions until the difference is $0.00, Finish reconciliation, then the
 * locked-in line and lock marks in the register, the warning when a reconciled row is edited or
 * bulk-edited, and no new reconciliation dated before the latest.
 */

test('reconcile an account to a statement until the difference is $0.00, then see it locked in', async ({ page }) => {
  await signUpViaApi(page, 'Rita Reconcile');
  const checking = await createAccountViaApi(page, 'Everyday Checking', { startingBalance: '1000' });
  const savings = await createAccountViaApi(page, 'Savings', { accountType: 'savings' });
  await seedTransactions(page, [
    { title: 'Rent', amount: '700', type: 'expense', fromAccountId: checking.id, date: day(-12) },
    { title: 'Pay', amount: '250.55', type: 'income', toAccountId: checking.id, date: day(-8) },
    { title: 'To savings', amount: '100', type: 'payment', fromAccountId: checking.id, toAccountId: savings.id, date: day(-5) },
    { title: 'Coffee', amount: '4.50', type: 'expense', fromAccountId: checking.id, date: day(-2), posted: 'pending' },
  ]);

  await page.goto(`/money/accounts/${checking.id}`);
  await expect(page.getByRole('article', { name: 'Rent' })).toBeVisible();
  await expect(page.getByTestId('reconciled-line')).toHaveText('Not reconciled yet');
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Reconcile Everyday Checking' });
  await expect(dialog.getByLabel('Statement date')).toHaveValue(day(0));
  await dialog.getByLabel('Statement ending balance').fill('450.55');
  const difference = dialog.getByTestId('reconcile-difference');
  await expect(difference).toHaveText('-$549.45');
  const finish = dialog.getByRole('button', { name: 'Finish reconciliation' });
  await expect(finish).toBeDisabled();
  // The pending coffee is not offered: only posted transactions clear.
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);

  await dialog.getByRole('checkbox', { name: /Rent/ }).check();
  await expect(difference).toHaveText('$150.55');
  await dialog.getByRole('checkbox', { name: /Pay/ }).check();
  await expect(difference).toHaveText('-$100.00');
  await expect(finish).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /To savings/ }).check();
  await expect(difference).toHaveText('$0.00');
  await expect(dialog.getByTestId('reconcile-cleared')).toHaveText('$450.55');
  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('reconciled-line')).toHaveText(`Reconciled to $450.55 on ${shown(day(0))}`);
  await expect(page.getByRole('article', { name: 'Rent' }).getByRole('img', { name: `Reconciled on ${shown(day(0))}` })).toBeVisible();
  await expect(page.getByTestId('reconciled-mark')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Coffee' }).getByTestId('reconciled-mark')).toHaveCount(0);

  // Editing a reconciled transaction warns, and stays allowed.
  await page.getByRole('button', { name: 'Actions for Rent' }).click();
  await page.getByRole('menuitem', { name: 'Edit Transaction' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  await expect(edit).toContainText(`This transaction was reconciled on ${shown(day(0))}: changing it changes a reconciled balance`);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // A bulk edit over reconciled rows says how many before anything is sent; Cancel sends nothing.
  const edits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/transactions/bulk-edit')) edits.push(request.url());
  });
  await page.getByRole('article', { name: 'Rent' }).getByRole('checkbox').click();
  await page.getByRole('article', { name: 'Coffee' }).getByRole('checkbox').click();
  const bar = page.getByRole('toolbar', { name: 'Bulk edit' });
  await expect(bar.getByTestId('bulk-selected-count')).toHaveText('2 selected');
  await expect(bar.getByTestId('bulk-reconciled-count')).toHaveText('1 reconciled');
  await bar.getByLabel('Set status').click();
  await page.getByRole('listbox', { name: 'Set status' }).getByRole('option', { name: 'Pending' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change reconciled transactions' });
  await expect(confirm).toContainText(
    'Change 2 transactions? 1 of the 2 transactions is reconciled: changing it changes a reconciled balance. You can undo this right after.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(edits).toEqual([]);
  await page.keyboard.press('Escape');

  // No new reconciliation dated before the latest one: the dialog says so and will not finish.
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Reconcile Everyday Checking' });
  await again.getByLabel('Statement date').fill(day(-1));
  await again.getByLabel('Statement ending balance').fill('450.55');
  await expect(
    again.getByText(`Statement date must be on or after ${day(0)}, the day of this account's latest reconciliation`),
  ).toBeVisible();
  await expect(again.getByRole('button', { name: 'Finish reconciliation' })).toBeDisabled();
  // The server refuses it too, on the field.
  const refused = await page.request.post(`/api/accounts/${checking.id}/reconciliations`, {
    data: { statementDate: day(-1), statementBalance: '450.55' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fields: Record<string, string> }).fields.statementDate).toContain('on or after');
});
