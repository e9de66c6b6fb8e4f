// TEMPORARY; delete before handing over.
import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4987';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })).newPage();
await page.request.post(`${B}/api/auth/login`, { data: { email: process.argv[2], password: 'secret123' } });
await page.goto(`${B}/money/transactions`);
await page.getByTestId('transaction-row').first().waitFor();
await page.getByTestId('transaction-list').scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/pwlocal/mobile-tx.png' });
await page.getByRole('button', { name: 'Add Transaction' }).first().click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/pwlocal/mobile-form.png' });
await browser.close();
