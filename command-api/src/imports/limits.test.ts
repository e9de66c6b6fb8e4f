import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { afterEach, describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, UPLOAD } from '../testing/api-spec';
import { createAccount, useTestApp } from '../testing/route-test';
import { checkImportSize, importLimitMessages, importLimits, MAX_IMPORT_RECORDS } from './limits';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../../infra/src/imports/fixtures/${name}`, import.meta.url)));
const MAPPING = encodeURIComponent(
  JSON.stringify({
    delimiter: ',',
    dateFormat: 'yyyy-mm-dd',
    numberFormat: '1,234.56',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    category: 'Category',
  }),
);
const TOO_MANY = { error: importLimitMessages.tooManyRecords, fields: { file: importLimitMessages.tooManyRecords } };

describe('the import size limit (issue 22)', () => {
  it('allows 200,000 records and refuses one more, on file', () => {
    expect(MAX_IMPORT_RECORDS).toBe(200_000);
    expect(() => checkImportSize(200_000)).not.toThrow();
    expect(() => checkImportSize(200_001)).toThrow(importLimitMessages.tooManyRecords);
  });
});

/** The limit lowered to 1 so a fixture reaches it: nothing is written, a dry run answers the same. */
describe.each(oneTestDbKind())('imports past the limit per request (%s)', (kind) => {
  const app = useTestApp(kind);
  afterEach(() => {
    importLimits.maxRecords = MAX_IMPORT_RECORDS;
  });

  it('a bank CSV whose rows would add more transactions than the limit is a 400, dry run or not', async () => {
    const user = await app.register();
    const account = await createAccount(user.client, { accountName: 'Checking', startingBalance: '100.00' });
    importLimits.maxRecords = 1;
    const spec = apiSpec(app).given(user);
    const path = `/api/imports/bank-csv?accountId=${account.id}&mapping=${MAPPING}`;
    const refused = await spec.when(UPLOAD(path, fixture('bank-bom-quoted.csv'), 'text/csv')).then(400, expectNewEvents([]));
    expect(refused.body).toEqual(TOO_MANY);
    const dryRun = await spec
      .when(UPLOAD(`${path}&dryRun=true`, fixture('bank-bom-quoted.csv'), 'text/csv'))
      .then(400, expectNewEvents([]));
    expect(dryRun.body).toEqual(TOO_MANY);
    importLimits.maxRecords = MAX_IMPORT_RECORDS;
    await spec.when(UPLOAD(path, fixture('bank-bom-quoted.csv'), 'text/csv')).then(201);
  });

  it('a MyFitnessPal file with more meals than the limit is a 400', async () => {
    const user = await app.register();
    importLimits.maxRecords = 1;
    const refused = await apiSpec(app)
      .given(user)
      .when(UPLOAD('/api/imports/mfp', fixture('mfp-nutrition.csv'), 'text/csv'))
      .then(400, expectNewEvents([]));
    expect(refused.body).toEqual(TOO_MANY);
  });
});
