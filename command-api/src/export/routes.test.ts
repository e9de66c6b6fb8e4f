import { addDays, generationHorizon, occurrenceDates, todayInTimeZone } from '@life/domain';
import { exportUserEvents, importExport, verifyExport } from '@life/infra/event-export/index';
import { readableThrough } from '@life/infra/testing/settled-head';
import { oneTestDbKind, openTestEventStore } from '@life/infra/testing/test-db';
import type { Queryable } from '@life/infra';
import { rebuildProjection } from '@life/projector/rebuild';
import { allProjections } from '@life/projector/projections/index';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../testing/position-tokens';
import { createAccount, createCategory, record, useTestApp } from '../testing/route-test';
import type { RegisteredUser, TestApp } from '../testing/test-app';
import { csvField } from './csv';

/** Accounts, categories, transactions (one edited, one switched, one deleted) and a goal; returns the last write's position. */
async function seed(owner: RegisteredUser): Promise<string> {
  const { client } = owner;
  const checking = await createAccount(client, { accountName: 'Checking, main', accountType: 'checking', currentBalance: '100.00' });
  const card = await createAccount(client, { accountName: 'Card', accountType: 'credit_card', creditLimit: '500.00' });
  const food = await createCategory(client, 'Food');
  const lunch = await record(client, {
    title: 'Lunch "with Ann"',
    amount: '12.00',
    type: 'expense',
    fromAccountId: checking.id,
    transactionCategoryIds: [food.id],
    date: '2026-11-20',
  });
  await record(client, { title: '=SUM(A1)', amount: '3.50', type: 'expense', fromAccountId: card.id, date: '2026-11-21' });
  const gone = await record(client, { title: 'Gone', amount: '1.00', type: 'expense', fromAccountId: checking.id, date: '2026-11-22' });
  const edited = await client.put(`/api/transactions/${lunch.id}`, { amount: '15.00' });
  expect(edited.status).toBe(200);
  expect((await client.patch(`/api/transactions/${lunch.id}/status`, { posted: 'pending' })).status).toBe(200);
  expect((await client.delete(`/api/transactions/${gone.id}`)).status).toBe(204);
  const goal = await client.post('/api/goals', { title: 'Run 5k', category: 'Health' });
  expect(goal.status).toBe(201);
  return goal.headers.get('x-position') ?? '';
}

async function lines(
  app: TestApp,
  owner: RegisteredUser,
  path: string,
): Promise<{ type: string | null; disposition: string | null; text: string }> {
  const response = await owner.client.get(path);
  expect(response.status).toBe(200);
  return {
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

/** Every projection table's rows of one user, without the columns holding store positions (each instance numbers its own). */
async function userRows(q: Queryable, userId: string): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of allProjections.flatMap((projection) => projection.tables)) {
    const { rows } = await q.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE user_id = $1`, [userId]);
    // Search blocks group lines by the append that recorded them, which an import makes anew: their lines are the facts.
    if (table === 'money_search_blocks') {
      result[table] = rows.flatMap((row) => String(row.lines).split('\u0002')).sort();
      continue;
    }
    result[table] = rows
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !column.includes('position')))))
      .sort();
  }
  return result;
}

describe.each(oneTestDbKind())('exports (%s)', (kind) => {
  const app = useTestApp(kind);

  it("GET /api/export streams the user's events as a chained NDJSON download, password hash redacted", async () => {
    const owner = await app.register();
    const other = await app.register();
    await seed(owner);
    await seed(other);
    const { type, disposition, text } = await lines(app, owner, '/api/export');
    expect(type).toBe('application/x-ndjson; charset=utf-8');
    expect(disposition).toMatch(/^attachment; filename="life-events-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    const exported = text.trimEnd().split('\n');
    const verified = await verifyExport(exported);
    expect(verified).toMatchObject({ ok: true, header: { userId: owner.user.id, secrets: 'redacted' } });
    const events = exported
      .slice(1, -1)
      .map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown>; metadata: { userId: string } });
    expect(events.every((event) => event.metadata.userId === owner.user.id)).toBe(true);
    expect(events.filter((e) => e.type.startsWith('Transaction')).map((e) => e.type)).toEqual([
      'TransactionRecorded',
      'TransactionRecorded',
      'TransactionRecorded',
      'TransactionUpdated',
      'TransactionStatusChanged',
      'TransactionDeleted',
    ]);
    expect(events.find((e) => e.type === 'UserRegistered')?.data.passwordHash).toBe('[redacted]');
    expect(text).not.toContain(other.user.id);
    // Numbered within the file, not the log's positions, which count everyone's writes (issue 22).
    expect(exported.slice(1, -1).map((line) => (JSON.parse(line) as { position: string }).position)).toEqual(
      events.map((_event, index) => String(index + 1).padStart(20, '0')),
    );

    // One changed amount anywhere in the file: the check names that event's line.
    const lunchLine = exported.findIndex((line) => line.includes('TransactionUpdated'));
    const tampered = exported.map((line, index) => (index === lunchLine ? line.replace('1500', '1600') : line));
    expect(await verifyExport(tampered)).toMatchObject({ ok: false, line: lunchLine + 1 });
  });

  it('GET /api/export/transactions.csv lists the live transactions with names, signed amounts and safe quoting', async () => {
    const owner = await app.register();
    const position = await seed(owner);
    const response = await owner.client.get('/api/export/transactions.csv', { 'X-Min-Position': position });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await response.text()).split('\r\n')).toEqual([
      'Date,Title,Type,Amount,Status,From Account,To Account,Categories,Recurring,Id,Notes,Split',
      expect.stringMatching(/^2026-11-21,'=SUM\(A1\),expense,-3\.50,posted,Card,,,,[0-9a-f-]{36},,$/),
      expect.stringMatching(/^2026-11-20,"Lunch ""with Ann""",expense,-15\.00,pending,"Checking, main",,Food,,[0-9a-f-]{36},,$/),
      '',
    ]);
  });

  it('GET /api/export/transactions.csv leaves recurring occurrences dated after today out unless asked (issue 24)', async () => {
    const owner = await app.register();
    const { client } = owner;
    const main = await createAccount(client, { accountName: 'Main' });
    const zone = { 'X-Time-Zone': 'Pacific/Kiritimati' }; // UTC+14: today is the caller's, not the server's
    const today = todayInTimeZone(app.clock.now(), 'Pacific/Kiritimati');
    const startDate = addDays(today, -14);
    // A weekly paycheck from two weeks ago, generated ahead to 31 December next year (the default end).
    const rule = await client.post(
      '/api/recurring-transactions',
      { title: 'Paycheck', amount: '1000', type: 'income', toAccountId: main.id, frequency: 'weekly', startDate },
      zone,
    );
    expect(rule.status).toBe(201);
    // A future transaction entered by hand is no generated occurrence: it stays.
    const planned = await client.post(
      '/api/transactions',
      { title: 'Planned', amount: '5', type: 'expense', fromAccountId: main.id, date: addDays(today, 30) },
      zone,
    );
    expect(planned.status).toBe(201);
    const headers = { ...zone, 'X-Min-Position': planned.headers.get('x-position')! };
    const csvRows = async (query: string) => {
      const response = await client.get(`/api/export/transactions.csv${query}`, headers);
      expect(response.status).toBe(200);
      return (await response.text())
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(','));
    };

    const past = occurrenceDates({ frequency: 'weekly', startDate }, startDate, today);
    const ahead = occurrenceDates({ frequency: 'weekly', startDate }, addDays(today, 1), generationHorizon(today));
    expect(past).toHaveLength(3);
    expect(ahead.length).toBeGreaterThan(50);

    const byDefault = await csvRows('');
    expect(byDefault.map(([date, title]) => `${date} ${title}`)).toEqual([
      `${addDays(today, 30)} Planned`,
      ...[...past].reverse().map((date) => `${date} Paycheck`),
    ]);
    expect(await csvRows('?upcoming=exclude')).toEqual(byDefault);

    const included = await csvRows('?upcoming=include');
    expect(included.filter(([, title]) => title === 'Paycheck')).toHaveLength(past.length + ahead.length);
    expect(included.filter(([date, title]) => title === 'Paycheck' && date! > today).every((row) => row[4] === 'pending')).toBe(true);

    // The full history keeps every event, the rule's occurrences included.
    const events = (await (await client.get('/api/export', headers)).text()).trimEnd().split('\n');
    expect(events.filter((line) => line.includes('"Paycheck"') && line.includes('"TransactionRecorded"'))).toHaveLength(
      past.length + ahead.length,
    );

    const bad = await client.get('/api/export/transactions.csv?upcoming=all', headers);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { upcoming: 'upcoming must be include or exclude' } });
  });

  it('an operator export imported into an empty instance rebuilds identical read models for the user', async () => {
    const owner = await app.register();
    // The server-side wait takes the position inside the answer's token (issue 22).
    const position = positionOf(app, owner, await seed(owner))!;
    expect(
      await app.deps.watcher.waitFor(
        allProjections.map((p) => p.name),
        position,
        10_000,
      ),
    ).toBe(true);
    const exported: string[] = [];
    for await (const line of exportUserEvents(app.deps.store, owner.user.id, { secrets: 'included', exportedAt: new Date().toISOString() }))
      exported.push(line);

    const target = await openTestEventStore(kind);
    try {
      expect(await importExport(target.store, () => exported)).toMatchObject({ ok: true, userId: owner.user.id });
      // The rebuild reads the log, which hides events behind any transaction open on the server (another
      // test file's): wait until everything imported is readable, or the rebuild could stop short of it.
      await readableThrough(target.store, await target.store.lastWritten());
      for (const projection of allProjections) await rebuildProjection(target.db, target.store, projection);
      const original = await userRows(app.deps.db, owner.user.id);
      expect(original.money_transactions).toHaveLength(2);
      expect(original.goals).toHaveLength(1);
      expect(await userRows(target.db, owner.user.id)).toEqual(original);
    } finally {
      await target.close();
    }
  });
});

describe('csvField', () => {
  it('quotes separators and quotes, and defuses spreadsheet formulas but not negative amounts', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', '=1+2', '+cmd', '@x', '-3.50', '-x'].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      "'=1+2",
      "'+cmd",
      "'@x",
      '-3.50',
      "'-x",
    ]);
  });
});
