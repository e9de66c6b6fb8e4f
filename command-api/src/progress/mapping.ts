import {
  convertHundredths,
  formatWeightHundredths,
  movingAverageHundredths,
  weightHundredths,
  type BodyWeightEntryJson,
  type BodyWeightLogJson,
  type BodyWeightUnit,
} from '@life/domain';
import type { BodyWeightRow } from '@life/projector/projections/progress/queries';

export function toBodyWeightEntryJson(row: BodyWeightRow): BodyWeightEntryJson {
  return {
    id: row.id,
    date: row.date,
    weight: row.weight,
    unit: row.unit,
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The log: entries newest first, points (each weight in `unit` and its trend) oldest first. */
export function toBodyWeightLogJson(rows: readonly BodyWeightRow[], requested: BodyWeightUnit | undefined): BodyWeightLogJson {
  const unit = requested ?? rows.at(-1)?.unit ?? 'kg';
  // Rows hold canonical weights (the decider checked them): a failed read is a bug, not input.
  const inUnit = rows.map((row) => convertHundredths(weightHundredths(row.weight) ?? 0, row.unit, unit));
  const trend = movingAverageHundredths(inUnit);
  return {
    unit,
    entries: rows.map(toBodyWeightEntryJson).reverse(),
    points: rows.map((row, index) => ({
      id: row.id,
      date: row.date,
      weight: formatWeightHundredths(inUnit[index]!),
      trend: formatWeightHundredths(trend[index]!),
    })),
  };
}
