import type { Queryable } from '@life/infra';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}

/** The event a version is known from (or closed at). */
export interface VersionMoment {
  position: string;
  at: string;
}

/**
 * The writes of a versions table keyed (user_id, id, from_position) with known_from/known_to (see
 * as-of/source.ts): `open` a record's first version, `change` closes the current one and opens a copy
 * with some columns replaced, `close` ends it (a deletion). `types` are the columns' SQL types (a
 * parameter in a SELECT list needs one). Column names come from code, values are parameters.
 */
export function recordVersions(table: string, types: Readonly<Record<string, string>>) {
  const target = identifier(table);
  const columns = Object.keys(types).map(identifier);
  const closeSql = `UPDATE ${target} v SET known_to = $4::timestamptz, to_position = $3::text
    WHERE v.user_id = $1::uuid AND v.id = $2::uuid AND v.known_to IS NULL RETURNING v.*`;
  return {
    async open(tx: Queryable, moment: VersionMoment, userId: string, id: string, values: Record<string, unknown>): Promise<void> {
      await tx.query(`WITH closed AS (${closeSql}) SELECT count(*) FROM closed`, [userId, id, moment.position, moment.at]);
      await tx.query(
        `INSERT INTO ${target} (user_id, id, from_position, known_from, ${columns.join(', ')})
         VALUES ($1, $2, $3, $4, ${columns.map((_, index) => `$${index + 5}`).join(', ')})`,
        [userId, id, moment.position, moment.at, ...columns.map((column) => values[column] ?? null)],
      );
    },
    async change(tx: Queryable, moment: VersionMoment, userId: string, id: string, set: Record<string, unknown>): Promise<void> {
      const params: unknown[] = [userId, id, moment.position, moment.at];
      const values = columns.map((column) => (column in set ? `$${params.push(set[column])}::${types[column]}` : `closed.${column}`));
      await tx.query(
        `WITH closed AS (${closeSql})
         INSERT INTO ${target} (user_id, id, from_position, known_from, ${columns.join(', ')})
         SELECT closed.user_id, closed.id, $3, $4, ${values.join(', ')} FROM closed`,
        params,
      );
    },
    async close(tx: Queryable, moment: VersionMoment, userId: string, id: string): Promise<void> {
      await tx.query(closeSql, [userId, id, moment.position, moment.at]);
    },
  };
}
