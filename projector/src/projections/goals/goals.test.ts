import { randomUUID } from 'node:crypto';
import { goalReviewStreamId, goalStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { goalsProjection } from './goals';
import { countActiveGoals, goalActivityBetween, listGoalReviews, listGoals } from './queries';

describe.each(testDbKinds())('goals projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const goalId = randomUUID();
  const stream = goalStreamId(goalId);
  // Default metadata: the user's day 2025-11-15 at 12:00 UTC.
  const spec = () => projectionSpec(goalsProjection, env, { userId, today: '2025-11-15' });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z', today: '2025-11-16' };
  const fields = {
    goalId,
    title: 'Run a marathon',
    description: '',
    category: 'Fitness',
    priority: 'high',
    dueDate: 'Dec 31',
  } as const;
  const created = { streamId: stream, type: 'GoalCreated', data: { ...fields, userId, status: 'active', progress: 30 } } as const;
  const progressed = (progress: number, previousProgress: number, status: 'active' | 'completed' | 'paused', metadata = later) =>
    ({ streamId: stream, type: 'GoalProgressChanged', data: { goalId, progress, previousProgress, status }, metadata }) as const;

  it('GoalCreated inserts the goal and a created activity row on the user’s day', async () => {
    await spec()
      .given([])
      .when([created])
      .then('goals', [
        {
          user_id: userId,
          id: goalId,
          title: 'Run a marathon',
          description: '',
          category: 'Fitness',
          priority: 'high',
          status: 'active',
          progress: 30,
          due_date: 'Dec 31',
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
    await spec()
      .given([])
      .when([])
      .then('goal_activity', [
        { goal_id: goalId, kind: 'created', day: '2025-11-15', progress_before: 30, progress_after: 30, status_after: 'active' },
      ]);
  });

  it('GoalDetailsChanged overwrites the details and updated_at, and is no activity', async () => {
    const changed = spec()
      .given([created])
      .when([
        {
          streamId: stream,
          type: 'GoalDetailsChanged',
          data: { ...fields, title: 'Half marathon', description: 'Spring', category: 'Health', priority: 'low', dueDate: '' },
          metadata: later,
        },
      ]);
    await changed.then('goals', [
      {
        id: goalId,
        title: 'Half marathon',
        description: 'Spring',
        category: 'Health',
        priority: 'low',
        due_date: '',
        progress: 30,
        created_at: '2025-11-15T12:00:00.000Z',
        updated_at: '2025-11-16T08:30:00.000Z',
      },
    ]);
    await changed.then('goal_activity', [{ kind: 'created' }]);
  });

  it('GoalProgressChanged sets progress and status and records the move', async () => {
    const moved = spec()
      .given([created])
      .when([progressed(100, 30, 'completed')]);
    await moved.then('goals', [{ id: goalId, progress: 100, status: 'completed', updated_at: '2025-11-16T08:30:00.000Z' }]);
    await moved.then('goal_activity', [
      { kind: 'created', day: '2025-11-15', progress_before: 30, progress_after: 30, status_after: 'active' },
      { kind: 'progressed', day: '2025-11-16', progress_before: 30, progress_after: 100, status_after: 'completed' },
    ]);
  });

  it('GoalPaused and GoalResumed set the status and record it at the same progress', async () => {
    const paused = spec()
      .given([created])
      .when([{ streamId: stream, type: 'GoalPaused', data: { goalId }, metadata: later }]);
    await paused.then('goals', [{ id: goalId, status: 'paused', progress: 30, updated_at: '2025-11-16T08:30:00.000Z' }]);
    await paused.then('goal_activity', [
      { kind: 'created', day: '2025-11-15', progress_before: 30, progress_after: 30, status_after: 'active' },
      { kind: 'paused', day: '2025-11-16', progress_before: 30, progress_after: 30, status_after: 'paused' },
    ]);
    const resumed = spec()
      .given([])
      .when([{ streamId: stream, type: 'GoalResumed', data: { goalId }, metadata: { today: '2025-11-17' } }]);
    await resumed.then('goals', [{ id: goalId, status: 'active' }]);
    await resumed.then('goal_activity', [
      { kind: 'created', day: '2025-11-15', status_after: 'active' },
      { kind: 'paused', day: '2025-11-16', status_after: 'paused' },
      { kind: 'resumed', day: '2025-11-17', status_after: 'active' },
    ]);
  });

  it('GoalDeleted removes the goal and its activity', async () => {
    const deleted = spec()
      .given([created, progressed(50, 30, 'active')])
      .when([{ streamId: stream, type: 'GoalDeleted', data: { goalId }, metadata: later }]);
    await deleted.then('goals', []);
    await deleted.then('goal_activity', []);
    await deleted.thenRows((q) => listGoals(q, userId), []);
  });

  it('GoalReviewSaved keeps one reflection per user and week, the latest text', async () => {
    const reviewStream = goalReviewStreamId(userId, '2025-11-10');
    const saved = (reflection: string, metadata = {}) =>
      ({ streamId: reviewStream, type: 'GoalReviewSaved', data: { userId, weekStart: '2025-11-10', reflection }, metadata }) as const;
    const twice = spec()
      .given([saved('First')])
      .when([saved('Second', later)]);
    await twice.then('goal_reviews', [
      {
        user_id: userId,
        week_start: '2025-11-10',
        reflection: 'Second',
        created_at: '2025-11-15T12:00:00.000Z',
        updated_at: '2025-11-16T08:30:00.000Z',
      },
    ]);
    await twice.thenRows(
      (q) => listGoalReviews(q, userId),
      [
        {
          week_start: '2025-11-10',
          reflection: 'Second',
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-16T08:30:00.000Z',
        },
      ],
    );
  });

  describe('goalActivityBetween: the days a week counts', () => {
    const other = randomUUID();
    const otherStream = goalStreamId(other);
    const day = (today: string) => ({ today, occurredAt: `${today}T12:00:00.000Z` });
    const week = () =>
      spec()
        .given([
          // Created before the range, moved forward twice inside it, then back a little: from 30 to 45.
          { ...created, metadata: day('2025-11-01') },
          progressed(40, 30, 'active', day('2025-11-10')),
          progressed(60, 40, 'active', day('2025-11-12')),
          progressed(45, 60, 'active', day('2025-11-13')),
          // Created inside the range and completed in it, then one completed before the range.
          { ...created, streamId: otherStream, data: { ...created.data, goalId: other, progress: 0 }, metadata: day('2025-11-10') },
          {
            streamId: otherStream,
            type: 'GoalProgressChanged',
            data: { goalId: other, progress: 100, previousProgress: 0, status: 'completed' },
            metadata: day('2025-11-16'),
          },
        ])
        .when([]);

    it('created, completed and the first rise inside the range', async () => {
      await week().thenRows(
        async (q) => (await goalActivityBetween(q, userId, '2025-11-10', '2025-11-16')).map(summary),
        [
          { id: other, created_in_range: true, completed_in_range: true, rose_from: 0, progress: 100 },
          { id: goalId, created_in_range: false, completed_in_range: false, rose_from: 30, progress: 45 },
        ],
      );
    });

    it('a day outside the range does not count (the completion on the 16th, the creation on the 1st)', async () => {
      await week().thenRows(
        async (q) => (await goalActivityBetween(q, userId, '2025-11-09', '2025-11-15')).map(summary),
        [
          { id: other, created_in_range: true, completed_in_range: false, rose_from: null, progress: 100 },
          { id: goalId, created_in_range: false, completed_in_range: false, rose_from: 30, progress: 45 },
        ],
      );
      await week().thenRows((q) => goalActivityBetween(q, userId, '2025-10-01', '2025-10-31'), []);
      await week().thenRows((q) => countActiveGoals(q, userId), 1);
      await week().thenRows((q) => goalActivityBetween(q, randomUUID(), '2025-11-01', '2025-11-30'), []);
    });
  });
});

function summary(row: Awaited<ReturnType<typeof goalActivityBetween>>[number]) {
  const { id, created_in_range, completed_in_range, rose_from, progress } = row;
  expect(typeof progress).toBe('number');
  return { id, created_in_range, completed_in_range, rose_from, progress };
}
