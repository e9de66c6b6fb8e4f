import type { Queryable } from '@life/infra';

/** Which of these external ids (an import's keys) the user's live workouts already carry. */
export async function importedWorkoutExternalIds(q: Queryable, userId: string, externalIds: readonly string[]): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set();
  const { rows } = await q.query<{ external_id: string }>(
    'SELECT external_id FROM fitness_workouts WHERE user_id = $1 AND external_id = ANY($2::text[])',
    [userId, externalIds],
  );
  return new Set(rows.map((row) => row.external_id));
}

/** The live workouts an import wrote (undo deletes exactly these). */
export async function workoutIdsOfImport(q: Queryable, userId: string, importId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM fitness_workouts WHERE user_id = $1 AND import_id = $2 ORDER BY id', [
    userId,
    importId,
  ]);
  return rows.map((row) => row.id);
}
