import type { Queryable } from '@life/infra';
import { recordset } from './rows';

/** The deltas that change something (any number not 0). */
export function nonZero<T extends object>(deltas: Iterable<T>): T[] {
  return [...deltas].filter((delta) => Object.values(delta).some((value) => typeof value === 'number' && value !== 0));
}

/**
 * An additive table: rows that sum the contributions of many records (per account and day, per
 * user and month, per user and day), so a projection stays parking-safe by only adding a record's
 * contribution and taking it out again. Column names come from the projection's code, never from data.
 */
export interface AdditiveTable {
  table: string;
  /** The key columns and their SQL types. */
  key: Readonly<Record<string, 'uuid' | 'date'>>;
  /** The summed columns and their SQL types. */
  columns: Readonly<Record<string, 'bigint' | 'int'>>;
  /** A row exists while any of these is not 0. */
  countColumns: readonly string[];
}

/** An additive table's shape without its name (the ledger writes the same shapes to live and history tables). */
export type AdditiveShape = Omit<AdditiveTable, 'table'>;

/** A row of a shape: its key columns as text, its summed columns as numbers. */
export type AdditiveRow<S extends AdditiveShape> = {
  -readonly [K in keyof S['key'] | keyof S['columns']]: K extends keyof S['columns'] ? number : string;
};

/** The row of `shape` at `key` before anything is added to it (every summed column 0). */
export function zeroRow<S extends AdditiveShape>(shape: S, key: { readonly [K in keyof S['key']]: string }): AdditiveRow<S> {
  const row: Record<string, string | number> = { ...key };
  for (const column of Object.keys(shape.columns)) row[column] = 0;
  return row as AdditiveRow<S>;
}

/**
 * Adds deltas to an additive table (one statement for the whole batch), then removes the rows
 * whose `countColumns` all dropped to 0, so a row exists exactly while something contributes to it.
 */
export async function addDeltas(tx: Queryable, target: AdditiveTable, deltas: readonly object[]): Promise<void> {
  const changed = nonZero(deltas);
  if (changed.length === 0) return;
  const { table, countColumns } = target;
  const key = Object.keys(target.key);
  const keyTypes = key.map((name) => `${name} ${target.key[name]}`);
  const valueNames = Object.keys(target.columns);
  const recordType = [...keyTypes, ...valueNames.map((name) => `${name} ${target.columns[name]}`)].join(', ');
  const params = [recordset(changed)];
  await tx.query(
    `INSERT INTO ${table} (${[...key, ...valueNames].join(', ')})
     SELECT ${[...key, ...valueNames].join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})
     ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${valueNames.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ')}`,
    params,
    // Prepared: one text per table, one plan for any batch (the recordset's rows are not estimated).
    { prepared: true },
  );
  // Only a negative count delta can empty a row.
  if (!changed.some((delta) => countColumns.some((name) => (delta as Record<string, number>)[name]! < 0))) return;
  await tx.query(
    `DELETE FROM ${table} t USING jsonb_to_recordset($1::jsonb) AS r(${keyTypes.join(', ')})
      WHERE ${key.map((name) => `t.${name} = r.${name}`).join(' AND ')} AND ${countColumns.map((name) => `t.${name} = 0`).join(' AND ')}`,
    params,
    { prepared: true },
  );
}
