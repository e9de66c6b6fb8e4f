/**
 * No 500 for any input (issue 12): every mounted route gets the same bad requests — broken JSON,
 * wrong content types, non-object bodies, prototype keys, wrong types, NUL and control
 * characters, huge texts, out-of-range and impossible dates, reversed ranges, odd numbers,
 * unknown/foreign/malformed ids, repeated and oversized query parameters, forged credentials.
 * A refused request must answer 4xx with a JSON `{ error }` that leaks no stack, SQL or path,
 * and store nothing (event store head, tokens and sessions unchanged; the owner's lists too).
 * Hostile but legal input (injection strings, null) may succeed but never answers 5xx.
 * The route list comes from the mounted routers: a route missing from bad-input-routes.ts fails here.
 */
import { randomUUID } from 'node:crypto';
import { settledHead } from '@life/infra/testing/settled-head';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../http/body';
import { featureRoutes } from '../routes';
import {
  mealBody,
  recipeBody,
  recurringBody,
  scheduleBody,
  sweepRoutes,
  type SweepFixture,
  type SweepRecords,
  type SweepRoute,
} from './bad-input-routes';
import { oddFieldValues, refusedFieldValues, refusedQueryValues, withRawJson } from './bad-input-values';
import { positionToken } from './position-tokens';
import { startTestApp, type RegisteredUser, type TestApp } from './test-app';

interface SweepCase {
  name: string;
  path: string;
  /** Raw body (sent as application/json unless headers say otherwise). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Send the owner's session cookie (default: when the route's caller is 'user'). */
  signedIn?: boolean;
  /** 'refused': 4xx and nothing stored; 'odd': anything below 500. */
  expect: 'refused' | 'odd';
}

/**
 * What a body must never show: stack frames, source paths, SQL or driver messages. SQL keywords are
 * matched as SQL writes them (upper case, or a lower-case select ... from), so a message such as
 * 'Please select a recurring transaction' is no leak.
 */
const LEAK =
  /\n\s+at |\bat \S+ \(|\.[cm]?[jt]sx?:\d|node_modules|\/work\/|\bselect\s.*\bfrom\s|syntax error|violates|invalid input syntax|invalid byte sequence|out of range for type|date\/time field|sqlstate|pglite|\bpg_/i;
const SQL_LEAK = /\bSELECT\b|\bINSERT INTO\b|\bUPDATE \S+ SET\b|\bDELETE FROM\b/;

const MALFORMED_IDS = [
  'not-a-uuid',
  '%00',
  "1'%20OR%20'1'='1",
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  'x'.repeat(5000),
  '12345678-1234-1234-1234-1234567890ab%00',
];

function pathFor(route: SweepRoute, id?: string): string {
  return id === undefined ? route.route : route.route.replace(':id', id);
}

/** The route with the owner's `:id`: where query-string cases go. */
function basePath(route: SweepRoute, f: SweepFixture): string {
  return pathFor(route, route.ids?.(f).own);
}

function goodPath(route: SweepRoute, f: SweepFixture): string {
  return route.path?.(f) ?? basePath(route, f);
}

const json = (value: unknown) => withRawJson(JSON.stringify(value));

function setField(route: SweepRoute, body: Record<string, unknown>, field: string, value: unknown) {
  return route.setField ? route.setField(body, field, value) : { ...body, [field]: value };
}

/** Every bad request for one route; `heavy` ones (megabyte bodies) once per field. */
function casesFor(route: SweepRoute, f: SweepFixture): SweepCase[] {
  const cases: SweepCase[] = [];
  const path = goodPath(route, f);
  const base = basePath(route, f);
  const refuse = (name: string, c: Omit<SweepCase, 'name' | 'expect'>) => cases.push({ name, ...c, expect: 'refused' });
  const odd = (name: string, c: Omit<SweepCase, 'name' | 'expect'>) => cases.push({ name, ...c, expect: 'odd' });
  const goodBody = route.body ? json(route.body(f)) : undefined;

  if (route.caller === 'user') {
    refuse('no credentials', { path, body: goodBody, signedIn: false });
    refuse('a forged session cookie', {
      path,
      body: goodBody,
      signedIn: false,
      headers: { Cookie: 'life.sid=forged; life.sid.sig=forged' },
    });
    for (const authorization of ['Bearer ' + 'x'.repeat(5000), "Bearer life_pat_' OR '1'='1", 'Basic Zm9vOmJhcg==', 'Bearer', 'Bearer a b'])
      refuse(`Authorization ${JSON.stringify(authorization.slice(0, 30))}`, {
        path,
        body: goodBody,
        headers: { Authorization: authorization },
      });
  }

  if (route.ids) {
    const { foreign } = route.ids(f);
    refuse('another user’s id', { path: pathFor(route, foreign), body: goodBody });
    refuse('an unknown id', { path: pathFor(route, randomUUID()), body: goodBody });
    refuse('an unknown upper-case id', { path: pathFor(route, randomUUID().toUpperCase()), body: goodBody });
    for (const id of MALFORMED_IDS) refuse(`malformed id ${JSON.stringify(id.slice(0, 30))}`, { path: pathFor(route, id), body: goodBody });
  }

  if (route.method !== 'GET') {
    // Bodies are refused before any route work (even on routes that read none).
    refuse('text/plain body', { path, body: goodBody ?? '{}', headers: { 'Content-Type': 'text/plain' } });
    refuse('form body', { path, body: 'a=1&b=2', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    refuse('latin1 JSON', { path, body: goodBody ?? '{}', headers: { 'Content-Type': 'application/json; charset=latin1' } });
    refuse('gzip-declared JSON', { path, body: goodBody ?? '{}', headers: { 'Content-Encoding': 'gzip' } });
    const limit = route.bodyLimit ?? BODY_LIMIT_BYTES;
    refuse(`body over ${limit} bytes`, { path, body: json({ pad: 'x'.repeat(limit) }) });
  }

  if (route.method === 'POST' && route.creates && !route.route.startsWith('/api/auth/')) {
    for (const key of ['', ' ', 'x'.repeat(256), 'caf\u00e9', 'a\tb'])
      refuse(`Idempotency-Key ${JSON.stringify(key.slice(0, 20))}`, { path, body: goodBody, headers: { 'Idempotency-Key': key } });
  }

  if (route.body && route.fields) {
    for (const text of ['{', '{"a":', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '[1,2,', '\u0000', '{"a":"\\ud800"', '{"a":"\\x41"}'])
      refuse(`invalid JSON ${JSON.stringify(text)}`, { path, body: text });
    for (const depth of [40, 100_000])
      refuse(`JSON nested ${depth} deep`, { path, body: goodBody!.replace(/^\{/, `{"extra":${'['.repeat(depth)}${']'.repeat(depth)},`) });
    for (const text of ['null', '[]', `[${goodBody}]`, '"text"', '42', 'true', '-0'])
      refuse(`non-object body ${text.slice(0, 30)}`, { path, body: text });
    const [firstField] = Object.keys(route.fields);
    const latin1 = json(setField(route, route.body(f), firstField!, 'caf\u00e9'));
    refuse('invalid UTF-8 bytes in a text', { path, body: Buffer.from(latin1, 'latin1') });
    if (route.creates) refuse('empty object', { path, body: '{}' });
    else odd('empty object', { path, body: '{}' });
    const good = route.body(f);
    const polluted = { polluted: 'yes' };
    refuse('__proto__ key', { path, body: goodBody!.replace(/^\{/, `{"__proto__":${JSON.stringify(polluted)},`) });
    refuse('constructor.prototype keys', { path, body: json({ ...good, constructor: { prototype: polluted } }) });
    refuse('prototype key', { path, body: json({ ...good, prototype: polluted }) });
    refuse('nested __proto__ key', { path, body: goodBody!.replace(/^\{/, `{"extra":{"__proto__":${JSON.stringify(polluted)}},`) });
    for (const [field, spec] of Object.entries(route.fields)) {
      for (const bad of refusedFieldValues(spec, f.foreign))
        refuse(`${field} = ${bad.label}`, { path, body: json(setField(route, route.body(f), field, bad.value)) });
      for (const bad of oddFieldValues(spec))
        odd(`${field} = ${bad.label}`, { path, body: json(setField(route, route.body(f), field, bad.value)) });
    }
  }

  if (route.query) {
    for (const [param, spec] of Object.entries(route.query)) {
      for (const value of refusedQueryValues(spec.kind, spec.max))
        refuse(`?${param}=${value.slice(0, 30)}`, { path: `${base}?${param}=${value}` });
      refuse(`?${param} repeated`, { path: `${base}?${param}=${spec.valid}&${param}=${spec.valid}` });
    }
  }
  const refusedQueries = typeof route.refusedQueries === 'function' ? route.refusedQueries(f) : (route.refusedQueries ?? []);
  for (const query of refusedQueries) refuse(query === '' ? 'no query' : query, { path: base + query });
  const refusedPaths = typeof route.refusedPaths === 'function' ? route.refusedPaths(f) : (route.refusedPaths ?? []);
  for (const refusedPath of refusedPaths) refuse(`path ${refusedPath.slice(0, 60)}`, { path: refusedPath });
  for (const headers of route.refusedHeaders ?? []) refuse(`header ${JSON.stringify(headers).slice(0, 40)}`, { path, headers });
  for (const query of route.oddQueries ?? []) odd(query.slice(0, 40), { path: base + query });
  // issue 23 (h8): hostile files on the raw upload routes
  for (const upload of route.refusedFiles?.() ?? [])
    refuse(`file: ${upload.name}`, { path, body: upload.body, headers: { 'Content-Type': 'application/octet-stream' } });

  if (route.method === 'GET') {
    const more = path.includes('?') ? '&' : '?';
    odd('unknown and prototype query keys', {
      path: `${path}${more}zzz=%00&__proto__[polluted]=1&constructor[prototype][polluted]=1&a=1&a=2`,
    });
    odd('an 8 kB query string', { path: `${path}${more}q=${'x'.repeat(8000)}` });
    const headers: Record<string, string>[] = [
      { 'X-Min-Position': "' OR 1=1" },
      { 'X-Min-Position': 'x'.repeat(200) },
      { 'X-Time-Zone': '../../etc/passwd' },
      { 'X-Time-Zone': 'x'.repeat(1000) },
    ];
    for (const header of headers) odd(`header ${JSON.stringify(header).slice(0, 40)}`, { path, headers: header });
  }
  return cases;
}

interface Answer {
  status: number;
  text: string;
}

async function send(app: TestApp, route: SweepRoute, owner: RegisteredUser, c: SweepCase): Promise<Answer> {
  const headers: Record<string, string> = { Origin: app.baseUrl };
  if (c.signedIn ?? route.caller === 'user') headers.Cookie = owner.client.cookieHeader();
  if (c.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, c.headers);
  const response = await fetch(app.baseUrl + c.path, { method: route.method, headers, body: c.body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Problems with an answer to a refused request (empty when it is right). */
function refusalProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push('body is not JSON');
  }
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'string' || error.trim() === '') problems.push('no error message');
  if (LEAK.test(answer.text) || SQL_LEAK.test(answer.text)) problems.push('leaks internals');
  if (answer.text.length > 16 * 1024) problems.push(`echoes ${answer.text.length} bytes`);
  return problems.length > 0 ? [...problems, answer.text.slice(0, 200)] : [];
}

/** What a refused request must not change: the event log, tokens and sessions. */
async function storedState(app: TestApp): Promise<string> {
  const head = await app.deps.store.head();
  const { rows } = await app.deps.db.query<{ tokens: string; sessions: string }>(
    'SELECT (SELECT count(*) FROM api_tokens) AS tokens, (SELECT count(*) FROM sessions) AS sessions',
  );
  return `${head} ${rows[0]!.tokens} tokens ${rows[0]!.sessions} sessions`;
}

/**
 * The owner's lists, once the read models hold every write so far. `settledHead`, not `head()`: the
 * store hides events behind any older transaction open on the server, so `head()` can miss the last
 * writes, and then also `storedState`'s head, read next, would move during the sweep without a write.
 */
async function ownerLists(app: TestApp, owner: RegisteredUser): Promise<unknown[]> {
  const headers = { 'X-Min-Position': positionToken(app, owner, await settledHead(app.deps.store)) };
  const paths = [
    '/api/accounts',
    '/api/expense-types',
    '/api/transactions?limit=1000',
    '/api/auth/tokens',
    '/api/recurring-transactions',
    '/api/schedules',
    '/api/meals',
    '/api/grocery-items',
    '/api/goals',
    '/api/goal-reviews',
    '/api/workouts',
    '/api/budgets?month=2024-01',
    '/api/imports',
    '/api/rules', // issue 23 (h10)
  ];
  return Promise.all(paths.map(async (path) => (await owner.client.get(path, headers)).json()));
}

async function makeRecords(user: RegisteredUser): Promise<SweepRecords> {
  const created = async (path: string, body: unknown) => {
    const response = await user.client.post(path, body);
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const accountId = await created('/api/accounts', { accountName: 'Sweep', accountType: 'checking' });
  const cardId = await created('/api/accounts', { accountName: 'Sweep card', accountType: 'credit_card', creditLimit: '5000.00' });
  const categoryId = await created('/api/expense-types', { transactionCategory: 'Sweep payment', transactionType: 'Payment' });
  const transactionId = await created('/api/transactions', {
    title: 'Sweep',
    amount: '5.00',
    type: 'payment',
    fromAccountId: accountId,
    toAccountId: cardId,
    transactionCategoryIds: [categoryId],
    date: '2024-01-10',
  });
  const tokenId = await created('/api/auth/tokens', { name: 'Sweep' });
  const recurringTransactionId = await created('/api/recurring-transactions', recurringBody({ own: { accountId, cardId, categoryId } }));
  const scheduleId = await created('/api/schedules', scheduleBody({ own: { recurringTransactionId } }));
  const goalId = await created('/api/goals', { title: 'Sweep goal', category: 'Sweep' });
  const workoutId = await created('/api/workouts', { name: 'Sweep workout', type: 'cardio', duration: 20, date: '2024-01-10' });
  const mealId = await created('/api/meals', mealBody());
  const groceryItemId = await created('/api/grocery-items', { name: 'Sweep eggs' });
  const expenseCategoryId = await created('/api/expense-types', {
    transactionCategory: 'Sweep food',
    transactionType: 'Expense - Variable',
  });
  const budgetId = await created('/api/budgets', { categoryId: expenseCategoryId, budgetAmount: '50.00', month: 1, year: 2024 });
  const imported = await user.client.fetch('/api/imports/mfp', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: 'Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2024-01-10,Lunch,500,10,60,20\n',
  });
  if (imported.status !== 201) throw new Error(`/api/imports/mfp: ${imported.status} ${await imported.text()}`);
  const { importId } = (await imported.json()) as { importId: string };
  // issue 23 (h10): a categorisation rule
  const ruleId = await created('/api/rules', { name: 'Sweep rule', pattern: 'sweep', categoryId: expenseCategoryId });
  // issue 24: a bulk edit (one that changes nothing: the payment is posted already)
  const edited = await user.client.post('/api/transactions/bulk-edit', { ids: [transactionId], action: 'set-status', posted: 'posted' });
  if (edited.status !== 201) throw new Error(`/api/transactions/bulk-edit: ${edited.status} ${await edited.text()}`);
  const { batchId: bulkEditId } = (await edited.json()) as { batchId: string };
  const bodyWeightId = await created('/api/body-weight', { date: '2024-01-10', weight: '70', unit: 'kg' }); // issue 27
  // issue 27: a recipe
  const recipeId = await created('/api/recipes', recipeBody());
  return {
    bodyWeightId,
    recipeId,
    bulkEditId,
    ruleId,
    accountId,
    cardId,
    categoryId,
    transactionId,
    tokenId,
    recurringTransactionId,
    scheduleId,
    goalId,
    workoutId,
    mealId,
    groceryItemId,
    expenseCategoryId,
    budgetId,
    importId,
  };
}

const routeKey = (method: string, path: string) => `${method} ${path}`;

describe.each(oneTestDbKind())('bad-input sweep (%s)', (kind) => {
  let app: TestApp;
  let fixture: SweepFixture;

  beforeAll(async () => {
    app = await startTestApp(kind);
    const [owner, other] = [await app.register(), await app.register()];
    fixture = { owner, own: await makeRecords(owner), foreign: await makeRecords(other) };
  });
  afterAll(() => app?.close());

  it('answers a method a path does not have with a 4xx JSON error', async () => {
    const failures: string[] = [];
    for (const route of sweepRoutes) {
      const mountedHere = sweepRoutes.filter((r) => r.route === route.route).map((r) => r.method);
      const method = ['PATCH', 'PUT', 'POST', 'DELETE'].find((m) => !mountedHere.includes(m as SweepRoute['method']))!;
      const answer = await send(app, { ...route, method: method as SweepRoute['method'] }, fixture.owner, {
        name: method,
        path: goodPath(route, fixture),
        body: '{}',
        expect: 'refused',
      });
      const problems = refusalProblems(answer);
      if (problems.length > 0) failures.push(`${method} ${route.route}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('has an entry for every mounted route, and none for a route that is gone', () => {
    const mounted = featureRoutes
      .flatMap((makeRouter) => makeRouter(app.deps).stack)
      .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => routeKey(method, String(layer.path))));
    const swept = sweepRoutes.map((route) => routeKey(route.method, route.route));
    expect(mounted.length).toBeGreaterThan(20);
    expect({
      missingFromSweep: mounted.filter((key) => !swept.includes(key)),
      notMounted: swept.filter((key) => !mounted.includes(key)),
    }).toEqual({
      missingFromSweep: [],
      notMounted: [],
    });
  });

  for (const route of sweepRoutes) {
    it(`refuses bad input: ${route.method} ${route.route}`, { timeout: 120_000 }, async () => {
      const listsBefore = await ownerLists(app, fixture.owner);
      const failures: string[] = [];
      for (const c of casesFor(route, fixture).filter((c) => c.expect === 'refused')) {
        const before = await storedState(app);
        const answer = await send(app, route, fixture.owner, c);
        const problems = refusalProblems(answer);
        const after = await storedState(app);
        if (after !== before) problems.push(`stored something (${before} -> ${after})`);
        if (({} as Record<string, unknown>).polluted !== undefined) problems.push('polluted Object.prototype');
        if (problems.length > 0) failures.push(`${c.name}: ${problems.join('; ')}`);
      }
      expect(failures).toEqual([]);
      expect(await ownerLists(app, fixture.owner)).toEqual(listsBefore);
    });
  }

  for (const route of sweepRoutes) {
    it(`never answers 5xx to odd input: ${route.method} ${route.route}`, { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      for (const c of casesFor(route, fixture).filter((c) => c.expect === 'odd')) {
        const answer = await send(app, route, fixture.owner, c);
        if (answer.status >= 500) failures.push(`${c.name}: status ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (answer.status >= 400 && refusalProblems(answer).length > 0)
          failures.push(`${c.name}: ${refusalProblems(answer).join('; ')}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
