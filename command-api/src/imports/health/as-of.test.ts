import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../../testing/as-of';
import { useTestApp } from '../../testing/route-test';

const MFP_ENTRIES_CSV = readFileSync(
  fileURLToPath(new URL('../../../../infra/src/imports/fixtures/mfp-nutrition-entries.csv', import.meta.url)),
);

/** Issue 26: the past-imports list as of a moment shows only the batches known then, as they were. */
describe.each(oneTestDbKind())('import batches as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('a batch is absent before its import and completed (not undone) before its undo', async () => {
    const user = await app.register();
    const before = await momentBetween();
    const imported = await user.client.fetch('/api/imports/mfp?fileName=entries.csv', {
      method: 'POST',
      body: MFP_ENTRIES_CSV,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(imported.status).toBe(201);
    const { importId } = await imported.json();
    const afterImport = await momentBetween();
    const undo = await user.client.post(`/api/imports/${importId}/undo`);
    expect(undo.status).toBe(200);
    const position = undo.headers.get('x-position');

    expect(await getAsOf(user.client, '/api/imports?kind=mfp', before, position)).toEqual([]);
    expect(await getAsOf(user.client, '/api/imports?kind=mfp', afterImport, position)).toEqual([
      expect.objectContaining({ id: importId, status: 'completed' }),
    ]);
    expect(await getAsOf(user.client, '/api/imports?kind=mfp', undefined, position)).toEqual([
      expect.objectContaining({ id: importId, status: 'undone' }),
    ]);
    expect(await getAsOf(user.client, `/api/imports/${importId}`, afterImport, position)).toMatchObject({ status: 'completed' });
  });
});
