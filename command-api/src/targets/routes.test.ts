import { DEFAULT_TARGETS, targetsStreamId } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, PUT } from '../testing/api-spec';
import { useTestApp } from '../testing/route-test';

describe.each(oneTestDbKind())('targets (%s)', (kind) => {
  const app = useTestApp(kind);

  it('answers the SPEC defaults until the user sets their own', async () => {
    const { client } = await app.register();
    const response = await client.get('/api/targets');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...DEFAULT_TARGETS, custom: false, updatedAt: null });
  });

  it('sets some targets, keeps the rest, and reads them back', async () => {
    const user = await app.register();
    const spec = apiSpec(app).given(user);
    const { body } = await spec.when(PUT('/api/targets', { calories: 1800, protein: '120', waterGlasses: 10 })).then(
      200,
      expectNewEvents([
        {
          streamId: targetsStreamId(user.user.id),
          type: 'TargetsSet',
          data: { userId: user.user.id, ...DEFAULT_TARGETS, calories: 1800, protein: 120, waterGlasses: 10 },
        },
      ]),
    );
    const expected = {
      ...DEFAULT_TARGETS,
      calories: 1800,
      protein: 120,
      waterGlasses: 10,
      custom: true,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(body).toEqual(expected);
    expect(await (await user.client.get('/api/targets')).json()).toEqual(body);

    await spec.when(PUT('/api/targets', { weeklyWorkouts: 4 })).then(
      200,
      expectNewEvents([
        {
          streamId: targetsStreamId(user.user.id),
          type: 'TargetsSet',
          data: { userId: user.user.id, ...DEFAULT_TARGETS, calories: 1800, protein: 120, waterGlasses: 10, weeklyWorkouts: 4 },
        },
      ]),
    );
    // The same values again: nothing appended.
    await spec.when(PUT('/api/targets', { weeklyWorkouts: 4 })).then(200, expectNewEvents([]));
  });

  it('answers 400 with every bad field, stores nothing', async () => {
    const user = await app.register();
    const response = await user.client.put('/api/targets', { calories: 0, fat: '12.5', waterGlasses: null });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Calories must be a whole number from 1 to 20,000',
      fields: {
        calories: 'Calories must be a whole number from 1 to 20,000',
        fat: 'Fat must be a whole number from 1 to 2,000',
        waterGlasses: 'Water is required',
      },
    });
    expect(await (await user.client.get('/api/targets')).json()).toMatchObject({ custom: false });
  });

  it("keeps each user's targets to themselves", async () => {
    const a = await app.register();
    const b = await app.register();
    expect((await a.client.put('/api/targets', { calories: 1234 })).status).toBe(200);
    expect(await (await b.client.get('/api/targets')).json()).toEqual({ ...DEFAULT_TARGETS, custom: false, updatedAt: null });
  });
});
