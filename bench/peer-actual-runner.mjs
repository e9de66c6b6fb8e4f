/**
 * Actual Budget's side of `npm run bench -- --only peer-actual` (issue 25, goal 5), run by bench/peer-actual.ts
 * in its own node process: `node bench/peer-actual-runner.mjs <peerDir> <workload.json> <dataDir>`.
 * @actual-app/api is loaded from <peerDir> (a scratch folder outside the workspaces), headless, a local budget
 * in <dataDir>. The workload is the money bench's (bench/money.ts transactionBodies): 5 accounts, the bodies
 * sent 1,000 at a time inside `runImport` (Actual's bulk-import mode), then the reads the money bench times.
 * Prints one JSON document on stdout.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [peerDir, workloadFile, dataDir] = process.argv.slice(2);
if (!peerDir || !workloadFile || !dataDir) throw new Error('usage: peer-actual-runner.mjs <peerDir> <workload.json> <dataDir>');
const api = createRequire(join(peerDir, 'package.json'))('@actual-app/api');

/** @type {{ accounts: string[]; categories: string[]; bodies: any[]; batch: number; month: [string, string]; periodEnds: string[]; runs: number; warmups: number }} */
const workload = JSON.parse(readFileSync(workloadFile, 'utf8'));
const cents = (amount) => Math.round(Number(amount) * 100);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const round = (value, digits = 2) => Number(value.toFixed(digits));
async function timed(work) {
  for (let i = 0; i < workload.warmups; i++) await work();
  const times = [];
  for (let i = 0; i < workload.runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) };
}

// Actual logs every sync step to the console: keep stdout for the one JSON document.
const print = process.stdout.write.bind(process.stdout);
console.log = (...args) => process.stderr.write(`${args.join(' ')}\n`);
console.info = console.log;
console.warn = console.log;

await api.init({ dataDir, verbose: false });
const ids = {}; // our account/category keys -> Actual ids
let addSeconds = 0;
const importStarted = performance.now();
await api.runImport('life-peer-bench', async () => {
  for (const key of workload.accounts) ids[key] = await api.createAccount({ name: key, offbudget: false }, 100_000);
  const groupId = await api.createCategoryGroup({ name: 'Bench' });
  const incomeGroup = (await api.getCategoryGroups()).find((g) => g.is_income);
  const [income, ...expenses] = workload.categories;
  ids[income] = await api.createCategory({ name: 'Salary', group_id: incomeGroup.id, is_income: true });
  for (const [i, key] of expenses.entries()) ids[key] = await api.createCategory({ name: `Category ${i}`, group_id: groupId });
  const transferPayee = {};
  for (const payee of await api.getPayees()) if (payee.transfer_acct) transferPayee[payee.transfer_acct] = payee.id;

  const addStarted = performance.now();
  for (let offset = 0; offset < workload.bodies.length; offset += workload.batch) {
    // One batch of ours is one addTransactions call per account it touches (Actual adds to one account at a time).
    const byAccount = new Map();
    for (const body of workload.bodies.slice(offset, offset + workload.batch)) {
      const amount = cents(body.amount);
      const cleared = body.posted === 'posted';
      const category = ids[body.transactionCategoryIds[0]];
      let account;
      let row;
      if (body.type === 'income') {
        account = body.toAccountId;
        row = { date: body.date, amount, payee_name: body.title, category, cleared };
      } else if (body.type === 'expense') {
        account = body.fromAccountId;
        row = { date: body.date, amount: -amount, payee_name: body.title, category, cleared };
      } else {
        // A transfer: out of the from account to the to account's transfer payee; runTransfers adds the other side.
        account = body.fromAccountId;
        row = { date: body.date, amount: -amount, payee: transferPayee[ids[body.toAccountId]], notes: body.title, cleared };
      }
      const list = byAccount.get(account) ?? [];
      list.push(row);
      byAccount.set(account, list);
    }
    for (const [account, rows] of byAccount) await api.addTransactions(ids[account], rows, { runTransfers: true });
  }
  addSeconds = (performance.now() - addStarted) / 1000;
});
const importSeconds = (performance.now() - importStarted) / 1000;

// runImport's finish reloads the budget: the reads run on it.
const accountIds = workload.accounts.map((key) => ids[key]);
const [monthStart, monthEnd] = workload.month;
const allBalances = await timed(async () => {
  for (const id of accountIds) await api.getAccountBalance(id);
});
let monthRows = 0;
const monthOfOneAccount = await timed(async () => {
  monthRows = (await api.getTransactions(accountIds[0], monthStart, monthEnd)).length;
});
// Period balances: the balance of every account at each period's end (600 = 120 months x 5 accounts).
const periodStarted = performance.now();
let periodBalances = 0;
for (const end of workload.periodEnds) {
  for (const id of accountIds) {
    await api.getAccountBalance(id, new Date(`${end}T12:00:00Z`));
    periodBalances += 1;
  }
}
const periodSeconds = (performance.now() - periodStarted) / 1000;
const counted = await api.runQuery(api.q('transactions').filter({ account: accountIds[0] }).calculate({ $count: '$id' }));
await api.shutdown();

print(
  `${JSON.stringify({
    actualApiVersion: JSON.parse(readFileSync(join(peerDir, 'node_modules/@actual-app/api/package.json'), 'utf8')).version,
    transactions: workload.bodies.length,
    import: {
      seconds: round(importSeconds),
      addSeconds: round(addSeconds),
      transactionsPerSec: Math.round(workload.bodies.length / importSeconds),
      addTransactionsPerSec: Math.round(workload.bodies.length / addSeconds),
    },
    queries: {
      allBalances,
      monthOfOneAccount: { ...monthOfOneAccount, rows: monthRows, month: `${monthStart}..${monthEnd}` },
      periodBalances: { count: periodBalances, seconds: round(periodSeconds, 3) },
    },
    firstAccountRows: counted?.data ?? null,
    maxRssMb: round(process.resourceUsage().maxRSS / 1024, 1),
  })}\n`,
);
process.exit(0);
