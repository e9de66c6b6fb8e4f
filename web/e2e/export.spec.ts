import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signUpViaApi } from './helpers';

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
  await expect(panel.getByRole('status').first()).toContainText(`Done: ${lines.length - 2} events received`);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download transactions (CSV)' }).click(),
  ]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toBe('Date,Title,Type,Amount,Status,From Account,To Account,Categories,Recurring,Id');
  expect(rows[1]).toMatch(/^2026-11-20,"Groceries, weekly",expense,-42\.10,posted,Everyday,,,,/);
});
