import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mapMfpRow, mfpColumns, type MfpColumns } from '@life/domain/imports/mfp/meals';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './parse-csv';

const fixture = fileURLToPath(new URL('../fixtures/mfp-nutrition.csv', import.meta.url));

const text = (value: string): AsyncIterable<Uint8Array> => Readable.from([Buffer.from(value)]);

describe('MyFitnessPal CSV stream', () => {
  it('reads the BOM header, quoted commas, quotes and newlines into meals', async () => {
    const meals = [];
    let columns: MfpColumns | undefined;
    for await (const { row, cells } of csvRecords(createReadStream(fixture))) {
      if (row === 1) {
        const header = mfpColumns(cells);
        if (!header.ok) throw new Error(header.problem.reason);
        columns = header.columns;
        continue;
      }
      const result = mapMfpRow(cells, row, columns!);
      meals.push(result.ok ? result.meal.draft : result.problem);
    }
    expect(meals).toEqual([
      expect.objectContaining({ name: 'Breakfast', type: 'breakfast', calories: 413, fatHundredths: 1230, carbsHundredths: 5525 }),
      expect.objectContaining({ name: 'Lunch', type: 'lunch', calories: 650, proteinHundredths: 3860, date: '2024-03-01' }),
      expect.objectContaining({ name: 'Snacks', type: 'snack', calories: 1020, fatHundredths: 4012, carbsHundredths: 14000 }),
      expect.objectContaining({ name: 'Dinner', type: 'dinner', calories: 780, date: '2024-03-02' }),
    ]);
  });

  it('refuses a broken quote, naming the line', async () => {
    const broken = 'Date,Meal\n2024-03-01,"Lunch\n';
    await expect(async () => {
      for await (const _ of csvRecords(text(broken))) void _;
    }).rejects.toMatchObject({ fields: { file: expect.stringMatching(/^The file is not a readable CSV \(.*line/) } });
  });
});
