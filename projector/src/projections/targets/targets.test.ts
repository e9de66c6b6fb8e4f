import { randomUUID } from 'node:crypto';
import { DEFAULT_TARGETS, targetsStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { targetsOf } from './queries';
import { targetsProjection } from './targets';

describe.each(testDbKinds())('targets projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const streamId = targetsStreamId(userId);
  const spec = () => projectionSpec(targetsProjection, env, { userId });
  const set = (overrides: Partial<typeof DEFAULT_TARGETS>, occurredAt = '2025-11-15T12:00:00.000Z') =>
    ({ streamId, type: 'TargetsSet', data: { userId, ...DEFAULT_TARGETS, ...overrides }, metadata: { occurredAt } }) as const;

  it('a user without targets has the SPEC defaults', async () => {
    await spec()
      .given([])
      .when([])
      .thenRows((q) => targetsOf(q, userId), { ...DEFAULT_TARGETS, custom: false, updatedAt: null });
  });

  it('TargetsSet writes the user row', async () => {
    await spec()
      .given([])
      .when([set({ calories: 1800, waterGlasses: 10 })])
      .then('user_targets', [
        {
          user_id: userId,
          calories: 1800,
          protein: 150,
          carbs: 250,
          fat: 70,
          water_glasses: 10,
          weekly_workouts: 6,
          weekly_calories_burned: 2000,
          weekly_active_minutes: 300,
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('a later TargetsSet replaces the whole set; others keep theirs', async () => {
    const other = randomUUID();
    await spec()
      .given([
        set({ calories: 1800 }),
        { streamId: targetsStreamId(other), type: 'TargetsSet', data: { userId: other, ...DEFAULT_TARGETS, fat: 50 } },
      ])
      .when([set({ protein: 100 }, '2025-11-16T08:00:00.000Z')])
      .thenRows((q) => targetsOf(q, userId), {
        ...DEFAULT_TARGETS,
        protein: 100,
        custom: true,
        updatedAt: '2025-11-16T08:00:00.000Z',
      });
  });
});
