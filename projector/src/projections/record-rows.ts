import type { Queryable, StoredEvent } from '@life/infra';
import { rowVersions } from './as-of/row-versions';
import { occurredAt } from './rows';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return name;
}

/**
 * The writes of a read model with one row per record (a meal, a grocery item: one stream each),
 * keyed (user_id, id), with created_position (the list order's tie-break, rebuild-stable),
 * created_at and updated_at (the event's instant). Column names come from the projection's code,
 * never from data; values are always parameters.
 *   const rows = recordRows('nutrition_meals');
 *   await rows.insert(tx, event, userId, mealId, { name, calories });   // on the create event (a replay is a no-op)
 *   await rows.update(tx, event, userId, mealId, { logged: true });     // on a change
 *   await rows.remove(tx, userId, mealId);                              // on the deletion
 * With `versions` (issue 26: as-of reads) each write also keeps the row's version known from the event
 * (as-of/row-versions.ts), and `remove` takes the event.
 */
export function recordRows(table: string, options: { versions?: string } = {}) {
  const target = identifier(table);
  const versions = options.versions ? rowVersions(table, options.versions) : undefined;
  const snapshot = async (tx: Queryable, event: StoredEvent | undefined, userId: string, id: string) => {
    if (!versions) return;
    if (!event) throw new Error(`${table}: a versioned row's removal needs its event`);
    await versions.snapshot(tx, event, { user_id: userId, id });
  };
  return {
    async insert(tx: Queryable, event: StoredEvent, userId: string, id: string, columns: Record<string, unknown>): Promise<void> {
      const names = Object.keys(columns).map(identifier);
      const values = Object.values(columns);
      const placeholders = names.map((_, index) => `$${index + 5}`);
      await tx.query(
        `INSERT INTO ${target} (user_id, id, created_position, created_at, updated_at${names.map((name) => `, ${name}`).join('')})
         VALUES ($1, $2, $3, $4, $4${placeholders.map((p) => `, ${p}`).join('')})
         ON CONFLICT (user_id, id) DO NOTHING`,
        [userId, id, event.position, occurredAt(event), ...values],
      );
      await snapshot(tx, event, userId, id);
    },
    async update(tx: Queryable, event: StoredEvent, userId: string, id: string, columns: Record<string, unknown>): Promise<void> {
      const sets = Object.keys(columns).map((name, index) => `${identifier(name)} = $${index + 4}`);
      await tx.query(`UPDATE ${target} SET updated_at = $3${sets.map((set) => `, ${set}`).join('')} WHERE user_id = $1 AND id = $2`, [
        userId,
        id,
        occurredAt(event),
        ...Object.values(columns),
      ]);
      await snapshot(tx, event, userId, id);
    },
    async remove(tx: Queryable, userId: string, id: string, event?: StoredEvent): Promise<void> {
      await tx.query(`DELETE FROM ${target} WHERE user_id = $1 AND id = $2`, [userId, id]);
      await snapshot(tx, event, userId, id);
    },
  };
}
