// TEMPORARY perf probe; delete before handing over.
import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4987';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
await page.request.post(`${B}/api/auth/register`, { data: { email: `perf-${Date.now()}@example.com`, password: 'secret123', displayName: 'Perf' } });
const post = async (p, d) => { const r = await page.request.post(`${B}${p}`, { data: d, headers: { Origin: B } }); if (!r.ok()) throw new Error(await r.text()); return r.json(); };
const acc = await post('/api/accounts', { accountName: 'Checking', accountType: 'checking', startingBalance: '100000' });
const cats = [];
for (const n of ['A', 'B', 'C', 'D']) cats.push((await post('/api/expense-types', { transactionCategory: `Cat ${n}`, transactionType: 'Expense - Variable' })).id);
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
let t0 = Date.now();
for (let b = 0; b < 10; b++) {
  const transactions = Array.from({ length: 1000 }, (_, i) => ({ title: `Purchase ${b * 1000 + i}`, amount: `${(i % 97) + 1}.25`, type: 'expense', fromAccountId: acc.id, transactionCategoryIds: cats.slice(0, (i % 4) + 1), date: day(-((b * 1000 + i) % 30) + 10), posted: i % 5 ? 'posted' : 'pending' }));
  await post('/api/transactions/bulk', { transactions });
}
console.log('seeded in', Date.now() - t0, 'ms');
await new Promise((r) => setTimeout(r, 5000));
t0 = Date.now();
await page.goto(`${B}/money/transactions`);
await page.getByTestId('transaction-row').first().waitFor({ timeout: 60000 });
console.log('first rows after', Date.now() - t0, 'ms; count', await page.getByTestId('transaction-count').textContent(), 'rows in DOM', await page.getByTestId('transaction-row').count());
const result = await page.evaluate(async () => {
  const el = document.querySelector('[data-testid="transaction-list"]');
  const frames = [];
  let last = performance.now();
  const start = last;
  await new Promise((resolve) => {
    function step(now) {
      frames.push(now - last); last = now;
      el.scrollTop += 400;
      if (now - start < 8000) requestAnimationFrame(step); else resolve();
    }
    requestAnimationFrame(step);
  });
  frames.sort((a, b) => a - b);
  return { n: frames.length, p50: frames[Math.floor(frames.length / 2)], p95: frames[Math.floor(frames.length * 0.95)], max: frames[frames.length - 1], long: frames.filter((f) => f > 50).length, scrollTop: el.scrollTop, height: el.scrollHeight };
});
console.log('scroll frames', result);
console.log('count now', await page.getByTestId('transaction-count').textContent(), 'rows in DOM', await page.getByTestId('transaction-row').count());
await page.screenshot({ path: '/tmp/pwlocal/perf.png' });
await browser.close();
