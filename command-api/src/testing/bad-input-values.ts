/**
 * The bad values of the bad-input sweep (bad-input-sweep.test.ts), by the kind of field or query
 * parameter they are aimed at. `refused` values must get a 4xx and store nothing; `odd` values are
 * legal-looking but hostile (injection strings, null, -0): any status below 500 will do.
 */
import { randomUUID } from 'node:crypto';

export type FieldKind =
  | 'line' // one-line text: names, titles
  | 'multiline' // descriptions (line breaks allowed)
  | 'email'
  | 'password'
  | 'amount' // a positive amount (transactions)
  | 'balance' // a signed amount (account balances)
  | 'count' // a whole number within bounds (calories, glasses, minutes, targets)
  | 'quantity' // 0 or more with at most 2 decimals, decimal(5,2) (meal protein, carbs, fat)
  | 'date'
  | 'dateOrDateTime' // a day, or an ISO datetime the domain cuts to its day (recurring and schedule dates, SPEC section 5)
  | 'choice'
  | 'color'
  | 'id' // one uuid naming a record of the caller's
  | 'ids' // a list of such uuids
  | 'bool'
  | 'days' // two days of the month (a bi-monthly recurring transaction's biMonthlyDates)
  | 'items' // the bulk body's list of transaction bodies
  | 'time' // a time of day, HH:mm (workouts, meals)
  | 'rows'; // an optional list of row objects (a workout's exercises): absent, null or [] is none

export interface FieldSpec {
  kind: FieldKind;
  /** Longest text the field takes (the domain's named limit), to try one character more. */
  max?: number;
}

export type QueryKind = 'date' | 'choice' | 'id' | 'limit' | 'cursor' | 'month' | 'text' | 'position' | 'instant'; // text: a free search text (injection strings are searches like any other); position: an X-Read-Position; instant: an ISO date-time with a zone (asOf)

export interface QuerySpec {
  kind: QueryKind;
  /** Longest text a 'text' parameter takes, to try one character more. */
  max?: number;
  /** A value the route accepts, for the repeated-parameter case. */
  valid: string;
}

/** Ids of another user's records (a foreign id must look exactly like an unknown one). */
export interface ForeignIds {
  accountId: string;
  categoryId: string;
}

/**
 * A JSON value written as raw text (numbers JSON.stringify cannot produce, such as 1e309 or -0).
 * `withRawJson` swaps the placeholders for the raw text after stringifying.
 */
const RAW_MARK = '\u0000raw:';
export const rawJson = (text: string): string => RAW_MARK + text;
export function withRawJson(json: string): string {
  return json.replace(/"\\u0000raw:([^"]*)"/g, (_, text: string) => text);
}

export const SQL_INJECTIONS = ["'; DROP TABLE events; --", "' OR '1'='1", "Robert'); DELETE FROM streams;--"];
export const MARKUP_INJECTIONS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '${7*7}{{7*7}}'];
export const OUT_OF_RANGE_DATES = ['0000-01-01', '9999-12-31', '1900-12-31', '2100-01-01'];
export const IMPOSSIBLE_DATES = [
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-02-30',
  '2024-1-1',
  '24-01-01',
  '2024-01-01T00:00:00Z',
  'tomorrow',
];
/** The IMPOSSIBLE_DATES a dateOrDateTime field accepts (cut to the day). */
const DATE_TIMES = ['2024-01-01T00:00:00Z'];
export const NUL_TEXTS = ['\u0000', 'a\u0000b'];
/** C0/C1 controls, DEL, an ANSI escape: refused in every one-line text. */
export const CONTROL_TEXTS = ['a\u0001b', '\u001b[31mred', 'a\u007fb', 'a\u0085b', 'a\nb'];
/** Bigger than any text field takes, small enough for the 1 MB body limit. */
export const HUGE_TEXT_LENGTH = 1024 * 1024 - 16 * 1024;

const wrongTypesForText: unknown[] = [123, true, {}, [], ['x']];
const badNumbers = [
  true,
  {},
  [],
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5',
  '1E2',
  '0x10',
  '12.345',
  '0.001',
  '--1',
  'abc',
  '99999999999.99',
  '100000000.00',
  rawJson('1e309'),
  rawJson('-1e309'),
  rawJson('9007199254740993'),
  rawJson('1e308'),
  rawJson('12.345'),
];

export interface BadValue {
  label: string;
  value: unknown;
  /** A megabyte of text: sent once per field, not in every combination. */
  heavy?: boolean;
}

const label = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
  return JSON.stringify(shown);
};
const values = (list: readonly unknown[]): BadValue[] => list.map((value) => ({ label: label(value), value }));

/** Values a field of this kind must refuse (400, nothing stored). */
export function refusedFieldValues(spec: FieldSpec, foreign: ForeignIds): BadValue[] {
  const texts: BadValue[] = [
    ...values(NUL_TEXTS),
    ...(spec.max !== undefined ? [{ label: `${spec.max + 1} chars (limit + 1)`, value: 'x'.repeat(spec.max + 1) }] : []),
    { label: `${HUGE_TEXT_LENGTH} chars`, value: 'x'.repeat(HUGE_TEXT_LENGTH), heavy: true },
  ];
  const unknownId = randomUUID();
  switch (spec.kind) {
    case 'line':
      return [...values(wrongTypesForText), ...texts, ...values(CONTROL_TEXTS)];
    case 'multiline':
      return [...values(wrongTypesForText), ...texts, ...values(['a\u0001b', '\u001b[31mred', 'a\u007fb'])];
    case 'email':
      return [...values([...wrongTypesForText, 'not-an-email', 'a\u0001@example.com', `${'x'.repeat(300)}@example.com`]), ...texts];
    case 'password':
      return [...values([123, true, {}, []]), ...texts];
    case 'amount':
      return values([...badNumbers, '-5.00', rawJson('-1'), '0', '0.00']);
    case 'balance':
      return values(badNumbers);
    case 'count':
      return values([...badNumbers, 1.5, '1.5', -1, rawJson('-1'), '-1', 1e9, '', ' ']);
    case 'quantity':
      return values([...badNumbers, -1, '-0.01', '1000', '1,000.00', rawJson('1e3')]);
    case 'date':
      return [...values([...wrongTypesForText, ...OUT_OF_RANGE_DATES, ...IMPOSSIBLE_DATES]), ...texts];
    case 'dateOrDateTime':
      return [
        ...values([...wrongTypesForText, ...OUT_OF_RANGE_DATES, ...IMPOSSIBLE_DATES.filter((date) => !DATE_TIMES.includes(date))]),
        ...values(['2024-02-30T00:00:00Z', '9999-12-31T00:00:00Z', '2024-01-01T00:00:00Zjunk']),
        ...texts,
      ];
    case 'choice':
      return [...values([...wrongTypesForText, 'bogus', ...SQL_INJECTIONS.slice(0, 1)]), ...texts];
    case 'color':
      return [...values([...wrongTypesForText, 'red', '#12345', '#GGGGGG', 'javascript:alert(1)']), ...texts];
    case 'id':
      return [...values([...wrongTypesForText, 'not-a-uuid', unknownId, foreign.accountId, ...SQL_INJECTIONS.slice(0, 2)]), ...texts];
    case 'ids':
      return values([
        'not-a-list',
        123,
        {},
        ['not-a-uuid'],
        [123],
        [null],
        [{}],
        [unknownId],
        [foreign.categoryId],
        ["' OR '1'='1"],
        ['\u0000'],
        Array.from({ length: 2000 }, () => randomUUID()),
      ]);
    case 'bool':
      return values(['true', 1, 0, 'yes', {}, [], '\u0000']);
    case 'days':
      return values([
        'x',
        15,
        {},
        [],
        [15],
        [1, 1],
        [0, 15],
        [15, 29],
        [-1, 15],
        [1.5, 15],
        ['1', '15'],
        [null, 15],
        [1, 15, 28],
        [rawJson('1e309'), 15],
        Array.from({ length: 2000 }, (_, index) => (index % 28) + 1),
      ]);
    case 'items':
      return values([null, {}, [], 'x', [null], [1], ['x'], [[]]]);
    case 'time':
      return [...values([...wrongTypesForText, '24:00', '12:60', '7:05', '07:5', '0700', '07:00:00', '07:00Z', 'noon']), ...texts];
    case 'rows':
      return values(['x', 1, true, {}, [null], [1], ['x'], [[]], [{}], Array.from({ length: 2000 }, () => ({}))]);
  }
}

/** Hostile but possibly legal values: the answer may be a success, never a 5xx. */
export function oddFieldValues(spec: FieldSpec): BadValue[] {
  switch (spec.kind) {
    case 'line':
    case 'multiline':
    case 'email':
    case 'password':
      return values([null, ...SQL_INJECTIONS, ...MARKUP_INJECTIONS, '💸 ünïcødé \u202e', ' padded ']);
    case 'amount':
    case 'balance':
      return values([null, rawJson('-0'), '-0', '1.5', 1.5, ' 7.00 ', '1,000.00']);
    case 'count':
      return values([null, rawJson('-0'), 0, ' 7 ', '12']);
    case 'quantity':
      return values([null, rawJson('-0'), '0', 0.07, ' 7.50 ', '999.99']);
    case 'dateOrDateTime':
      return values([null, ...DATE_TIMES, '2024-01-01T23:30:00.000+14:00', ' 2024-01-02 ']);
    default:
      return values([null]);
  }
}

export const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/** Query-string values (already URL-encoded) a parameter of this kind must refuse. */
export function refusedQueryValues(kind: QueryKind, max?: number): string[] {
  const controls = ['%00', 'a%00b', '%1B%5B31m', 'a%7Fb', '%C2%85'];
  if (kind === 'text') return [...controls, ...(max !== undefined ? ['x'.repeat(max + 1)] : []), 'x'.repeat(4000)];
  const common = ['%00', 'a%00b', '%1B%5B31m', encodeURIComponent(SQL_INJECTIONS[1]!), 'x'.repeat(4000)];
  switch (kind) {
    case 'date':
      return [...OUT_OF_RANGE_DATES, ...IMPOSSIBLE_DATES.map(encodeURIComponent), ...common];
    case 'month':
      return ['0000-01', '9999-12', '1900-12', '2100-01', '2024-13', '2024-00', '2024-1', '2024-01-01', 'x', ...common];
    case 'choice':
      return ['bogus', ...common];
    case 'id':
      return ['not-a-uuid', ...common];
    case 'limit':
      return ['0', '-1', '1001', '1e3', '1.5', 'abc', '99999999999999999999', '%205', ...common];
    case 'cursor':
      return [
        '!!!',
        base64url('x|y|z'),
        base64url('0000-01-01|1'),
        base64url('9999-12-31|00000000000000000001-00000000000000000001'),
        base64url('2024-02-30|1'),
        base64url(`2024-01-01|${'x'.repeat(65)}`),
        base64url("2024-01-01|' OR '1'='1"),
        ...common,
      ];
    case 'position':
      return ['', '!!!', 'x'.repeat(65), '00000000000000000001%2F00000000000000000001', ...common];
    case 'instant':
      return [
        '',
        '2024-01-01',
        '2024-01-01T00%3A00%3A00',
        '2024-02-30T00%3A00%3A00Z',
        '2024-01-01T24%3A00%3A00Z',
        '2024-01-01T00%3A00%3A00%2B24%3A00',
        '1900-12-31T23%3A59%3A59Z',
        '0000-01-01T00%3A00%3A00Z',
        'tomorrow',
        ...common,
      ];
  }
}
