import { randomUUID } from 'node:crypto';
import { waterStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { waterGlassesOn } from './queries';
import { nutritionWaterProjection } from './water';

describe.each(testDbKinds())('nutrition-water projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const spec = () => projectionSpec(nutritionWaterProjection, env, { userId });
  const glass = (date: string, glasses: number) =>
    ({ streamId: waterStreamId(userId, date), type: 'WaterGlassLogged', data: { userId, date, glasses } }) as const;

  it("WaterGlassLogged keeps the day's count, per day", async () => {
    await spec()
      .given([glass('2025-11-14', 1), glass('2025-11-15', 1)])
      .when([glass('2025-11-15', 2)])
      .then('nutrition_water', [
        { user_id: userId, date: '2025-11-14', glasses: 1 },
        { user_id: userId, date: '2025-11-15', glasses: 2 },
      ]);
  });

  it("WaterGlassRemoved (issue 26) keeps the day's lower count", async () => {
    const removed = (date: string, glasses: number) =>
      ({ streamId: waterStreamId(userId, date), type: 'WaterGlassRemoved', data: { userId, date, glasses } }) as const;
    await spec()
      .given([glass('2025-11-15', 1), glass('2025-11-15', 2)])
      .when([removed('2025-11-15', 1)])
      .then('nutrition_water', [{ user_id: userId, date: '2025-11-15', glasses: 1 }]);
  });

  it('reads a day without water as 0', async () => {
    await spec()
      .given([glass('2025-11-15', 3)])
      .when([])
      .thenRows(async (q) => [await waterGlassesOn(q, userId, '2025-11-15'), await waterGlassesOn(q, userId, '2025-11-16')], [3, 0]);
  });
});
