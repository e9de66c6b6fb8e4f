import type { Queryable, StoredEvent } from '@life/infra';
import { occurredAt } from '../rows';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}

/**
 * The versions of a read model's rows (issue 26): the versions table has the live table's columns
 * (`CREATE TABLE x_versions (LIKE x)`) plus from_position, known_from, to_position and known_to.
 * After an event changes the live rows matching `where` (column → value), `snapshot` closes their
 * versions known until then and copies the rows as they now are, known from the event (a removed
 * row's version just stays closed). The copy goes by column name (through jsonb), so a column added
 * to both tables later needs no code. Idempotent: an event applied again replaces its own versions.
 *   const versions = rowVersions('goals', 'goal_versions');
 *   await versions.snapshot(tx, event, { user_id: userId, id: goalId });
 */
export function rowVersions(live: string, versions: string) {
  const source = identifier(live);
  const target = identifier(versions);
  return {
    async snapshot(tx: Queryable, event: StoredEvent, where: Readonly<Record<string, unknown>>): Promise<void> {
      const keys = Object.keys(where).map(identifier);
      const values = Object.values(where);
      const matches = (alias: string) => keys.map((key, index) => `${alias}.${key} = $${index + 3}`).join(' AND ');
      const params = [event.position, occurredAt(event), ...values];
      await tx.query(`DELETE FROM ${target} v WHERE ${matches('v')} AND v.from_position = $1 AND v.known_from = $2::timestamptz`, params);
      await tx.query(
        `UPDATE ${target} v SET to_position = $1, known_to = $2::timestamptz WHERE ${matches('v')} AND v.known_to IS NULL`,
        params,
      );
      await tx.query(
        `INSERT INTO ${target}
         SELECT (jsonb_populate_record(NULL::${target},
                   to_jsonb(l) || jsonb_build_object('from_position', $1::text, 'known_from', $2::timestamptz))).*
           FROM ${source} l WHERE ${matches('l')}`,
        params,
      );
    },
  };
}
