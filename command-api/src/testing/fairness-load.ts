/**
 * The large commands of issue 22, made by user A through the API while a second user times its own
 * requests (second-client.ts): the fairness test and `npm run bench -- --only fairness` share them.
 * Each ends once A's own ledger shows the last write (X-Min-Position), so the projector's catch-up
 * is inside the timed stretch too.
 */
import type { TestClient, TestResponse } from './test-app';

async function json(response: TestResponse): Promise<{ status: number; body: Record<string, unknown>; position: string }> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, position: response.headers.get('X-Position') ?? '' };
}

async function account(client: TestClient): Promise<string> {
  const created = await json(await client.post('/api/accounts', { accountName: `Checking ${Date.now()}`, accountType: 'checking' }));
  if (created.status !== 201) throw new Error(`account: ${created.status} ${JSON.stringify(created.body)}`);
  return String(created.body.id);
}

/** Until A's ledger includes `position` (each read waits up to the API's read-your-writes timeout, then 503). */
export async function caughtUp(client: TestClient, position: string): Promise<void> {
  if (!position) return;
  for (;;) {
    const read = await client.get('/api/transactions?limit=1', { 'X-Min-Position': position });
    await read.text();
    if (read.status === 200) return;
    if (read.status !== 503) throw new Error(`ledger read: ${read.status}`);
  }
}

/** The stall case: weekly 1901-01-01..2099-12-31 with all older occurrences, then the default window, then a new start date. */
export async function stallCase(client: TestClient) {
  const fromAccountId = await account(client);
  const rule = {
    title: 'Weekly since 1901',
    amount: '10.00',
    type: 'expense',
    fromAccountId,
    frequency: 'weekly',
    startDate: '1901-01-01',
    endDate: '2099-12-31',
  };
  const older = await json(await client.post('/api/recurring-transactions', { ...rule, includeOlderOccurrences: true }));
  const created = await json(await client.post('/api/recurring-transactions', rule));
  if (created.status !== 201) throw new Error(`stall case create: ${created.status} ${JSON.stringify(created.body)}`);
  const edited = await json(await client.put(`/api/recurring-transactions/${String(created.body.id)}`, { startDate: '1901-01-08' }));
  await caughtUp(client, edited.position || created.position);
  return { olderStatus: older.status, createStatus: created.status, editStatus: edited.status };
}

/**
 * The largest rule one request may write: weekly from the earliest supported day with every older
 * occurrence (about 6,600 through the end of next year; daily rules do not exist), then its amount
 * edited, which rewrites every pending occurrence.
 */
export async function editLargeRule(client: TestClient) {
  const fromAccountId = await account(client);
  const created = await json(
    await client.post('/api/recurring-transactions', {
      title: 'Weekly since 1901, no end',
      amount: '3.50',
      type: 'expense',
      fromAccountId,
      frequency: 'weekly',
      startDate: '1901-01-01',
      includeOlderOccurrences: true,
    }),
  );
  if (created.status !== 201) throw new Error(`large rule create: ${created.status} ${JSON.stringify(created.body)}`);
  await caughtUp(client, created.position);
  const edited = await json(await client.put(`/api/recurring-transactions/${String(created.body.id)}`, { amount: '3.75' }));
  await caughtUp(client, edited.position);
  return { createStatus: created.status, editStatus: edited.status };
}
