import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccountViaApi, localDay, signUpViaApi } from './helpers';

// Issue 10: the user's data leaves as files they can check: the full history (hash-chained NDJSON) and a CSV.
test('Export Your Data downloads the full history and the transactions with progress', async ({ page }) => {
  await signUpViaApi(page);
  const account = await page.request.post('/api/accounts', { data: { accountName: 'Everyday', accountType: 'checking' } });
  expect(account.status()).toBe(201);
  const { id: fromAccountId } = (await account.json()) as { id: string };
  const recorded = await page.request.post('/api/transactions', {
    data: { title: 'Groceries, weekly', amount: '42.10', type: 'expense', fromAccountId, date: '2026-11-20' },
  });
  expect(recorded.status()).toBe(201);

  await page.goto('/money');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Export Your Data' }).click();
  const panel = page.getByRole('dialog', { name: 'Export Your Data' });

  const [events] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download full history' }).click()]);
  expect(events.suggestedFilename()).toMatch(/^life-events-\d{4}-\d{2}-\d{2}\.ndjson$/);
  const lines = (await readFile(await events.path(), 'utf8')).trimEnd().split('\n');
  expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'life-events', version: 1, secrets: 'redacted' });
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, events: lines.length - 2 });
  expect(lines.some((line) => line.includes('"TransactionRecorded"') && line.includes('Groceries, weekly'))).toBe(true);
  await expect(panel.getByRole('status').first()).toContainText(`Done: ${lines.length - 2} changes received`);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download transactions (CSV)' }).click(),
  ]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toBe('Date,Title,Type,Amount,Status,From Account,To Account,Categories,Recurring,Id,Notes,Split');
  expect(rows[1]).toMatch(/^2026-11-20,"Groceries, weekly",expense,-42\.10,posted,Everyday,,,,/);
});

// Issue 24: a recurring rule generates occurrences to 31 December next year; the CSV leaves the ones dated after
// today out unless asked (the full history keeps them all).
test('the transactions CSV leaves upcoming recurring occurrences out unless included', async ({ page }) => {
  await signUpViaApi(page);
  const account = await createAccountViaApi(page, 'Everyday');
  // Weekly from two weeks ago: today's and the two before are past; dozens more follow.
  const rule = await page.request.post('/api/recurring-transactions', {
    data: { title: 'Paycheck', amount: '1000', type: 'income', toAccountId: account.id, frequency: 'weekly', startDate: localDay(-14) },
  });
  expect(rule.status(), await rule.text()).toBe(201);

  await page.goto('/money');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Export Your Data' }).click();
  const panel = page.getByRole('dialog', { name: 'Export Your Data' });
  const download = async () => {
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download transactions (CSV)' }).click(),
    ]);
    return (await readFile(await csv.path(), 'utf8')).split('\r\n').slice(1, -1);
  };

  const current = await download();
  expect(current.map((row) => row.slice(0, 10))).toEqual([localDay(0), localDay(-7), localDay(-14)]);
  await panel.getByRole('checkbox', { name: 'Include upcoming recurring transactions (dated after today)' }).check();
  const all = await download();
  expect(all.length).toBeGreaterThan(50);
  expect(all.filter((row) => row.slice(0, 10) > localDay(0)).every((row) => row.includes(',pending,'))).toBe(true);
});
