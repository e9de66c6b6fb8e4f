/**
 * Real and realistic bank exports through the public routes with no settings (issue 23): each file's
 * imported count, signed sum and date range equal the figures in docs/IMPORTS.md, computed by hand.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, UPLOAD } from '../../testing/api-spec';
import { createAccount, useTestApp } from '../../testing/route-test';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../infra/src/imports/fixtures/${name}`, import.meta.url)));

interface Expected {
  file: string;
  route: 'ofx' | 'qif';
  count: number;
  /** Signed sum, cents. */
  sum: number;
  from: string;
  to: string;
  rejected?: number;
  /** The titles recorded, in the file's order, where a file's quirk decides them. */
  titles?: [string, string | null][];
}

// The rows of docs/IMPORTS.md (OFX/QFX and QIF).
const FILES: Expected[] = [
  { file: 'ofxparse-chase-cc.qfx', route: 'ofx', count: 1, sum: -1000, from: '2020-01-01', to: '2020-01-01' },
  { file: 'ofxparse-v102-empty-tags.ofx', route: 'ofx', count: 1, sum: 1234, from: '2018-05-07', to: '2018-05-07' },
  { file: 'ofxparse-bank-medium.ofx', route: 'ofx', count: 3, sum: -34527, from: '2009-04-01', to: '2009-04-03' },
  { file: 'prolog-unclosed.ofx', route: 'ofx', count: 3, sum: 136625, from: '2024-01-02', to: '2024-01-05' },
  { file: 'ofx2-cdata-crlf.ofx', route: 'ofx', count: 3, sum: -91490, from: '2024-02-05', to: '2024-02-28' },
  { file: 'gnucash-cbb-export.qif', route: 'qif', count: 9, sum: -50759, from: '1997-06-23', to: '1997-11-24' },
  { file: 'quiffen-test.qif', route: 'qif', count: 5, sum: -3550, from: '2020-02-10', to: '2020-02-14', rejected: 1 },
  { file: 'quiffen-split.qif', route: 'qif', count: 1, sum: -1000, from: '2000-01-01', to: '2000-01-01' },
  { file: 'actual-qif-categories.qif', route: 'qif', count: 2, sum: 4060, from: '2026-08-18', to: '2026-08-19' },
  { file: 'card-dd-mm-yy.qif', route: 'qif', count: 3, sum: -77280, from: '2024-02-03', to: '2024-02-29' },
  { file: 'cash-dd-mm-yyyy.qif', route: 'qif', count: 3, sum: -103670, from: '2024-03-02', to: '2024-03-25' },
  { file: 'quicken-splits.qif', route: 'qif', count: 7, sum: 194033, from: '2024-03-01', to: '2024-03-18' },
  { file: 'n26-ofxstatement.ofx', route: 'ofx', count: 1, sum: -150, from: '2025-05-03', to: '2025-05-03' },
  { file: 'actual-no-account.qif', route: 'qif', count: 2, sum: -5250, from: '2024-07-15', to: '2024-07-16' },
  // More real exports published as importers' test data (fixtures/README.md names each source).
  {
    file: 'actual-html-vals.qfx',
    route: 'ofx',
    count: 2,
    sum: -200,
    from: '2023-03-01',
    to: '2023-05-09',
    titles: [
      [
        'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer',
        'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer | 000000000000000',
      ],
      ['TPAY <DEFTPYMT>', 'TPAY <DEFTPYMT> | PREAUTHORIZED DEBIT;LUXMORE REALTY PPTY MGMT;Electronic Funds Transfer'],
    ],
  },
  { file: 'actual-multi-decimal.ofx', route: 'ofx', count: 2, sum: -3377, from: '2019-01-23', to: '2019-01-23' },
  {
    file: 'actual-8859-1.qfx',
    route: 'ofx',
    count: 1,
    sum: -2000,
    from: '2022-10-19',
    to: '2022-10-19',
    titles: [['Paiement facture/Carte prépayée', 'Paiement facture/Carte prépayée | PWW']],
  },
  { file: 'ofxtools-nubank-cc.ofx', route: 'ofx', count: 6, sum: -128091, from: '2024-03-22', to: '2024-03-23' },
  {
    file: 'actual-payee-memo.qif',
    route: 'qif',
    count: 4,
    sum: -10000,
    from: '2019-01-23',
    to: '2019-01-23',
    // M (memo) titles a row without P; a row with neither is still imported.
    titles: [
      ['Payee Name', 'Note Text'],
      ['Payee Name Only', null],
      ['Note Only Text', null],
      ['Imported transaction', null],
    ],
  },
  {
    file: 'ofxtools-stmtrs-euro.ofx',
    route: 'ofx',
    count: 2,
    sum: -50000,
    from: '2005-10-04',
    to: '2005-10-20',
    titles: [
      ['Check 1000', null],
      ['ATM', null],
    ],
  },
];

describe.each(oneTestDbKind())('bank export samples through the routes (%s)', (kind) => {
  const app = useTestApp(kind);

  it.each(FILES)('$file: count, signed sum and date range', async ({ file, route, count, sum, from, to, rejected = 0, titles }) => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '0' });
    const { body, newEvents } = await apiSpec(app)
      .given(user)
      .when(UPLOAD(`/api/imports/${route}?accountId=${account.id}`, fixture(file), 'application/octet-stream'))
      .then(201);
    expect(body).toMatchObject({ kind: route, added: count, rejectedCount: rejected });
    const recorded = newEvents.flatMap((event) => (event.type === 'TransactionRecorded' ? [event.data as Record<string, unknown>] : []));
    expect(recorded).toHaveLength(count);
    const signed = recorded.reduce((total, data) => total + (data.type === 'expense' ? -1 : 1) * (data.amountCents as number), 0);
    const dates = recorded.map((data) => data.date as string).sort();
    expect({ sum: signed, from: dates[0], to: dates[dates.length - 1] }).toEqual({ sum, from, to });
    if (titles) expect(recorded.map((data) => [data.title, data.bankDescription ?? null])).toEqual(titles);
  });
});
