import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { draftOrThrow } from '../shared/zod';
import { deciderSpec } from '../testing/decider-spec';
import { validationFields } from '../testing/errors';
import type { CreateGoal, DeleteGoal, UpdateGoal } from './commands';
import { goalDecider } from './decider';
import type { GoalCreatedEvent, GoalEvent } from './events';
import { canAdvanceGoal, nextGoalProgress } from './rules';
import { goalCreateSchema, type GoalInput } from './schemas';
import { goalStreamId } from './state';
import { checkGoalCreate, checkGoalUpdate } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const otherUserId = 'a0000000-0000-4000-8000-000000000002';
const goalId = 'b0000000-0000-4000-8000-000000000001';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(goalDecider);

// Commands carry drafts: the helpers parse the body as the API's schema does, when the spec runs.
const create =
  (input: GoalInput, meta = metadata) =>
  (): CreateGoal => ({ type: 'CreateGoal', data: { goalId, draft: draftOrThrow(checkGoalCreate(input)) }, metadata: meta });
const update =
  (input: GoalInput, meta = metadata) =>
  (): UpdateGoal => ({ type: 'UpdateGoal', data: { goalId, draft: draftOrThrow(checkGoalUpdate(input)) }, metadata: meta });
const remove = (meta = metadata): DeleteGoal => ({ type: 'DeleteGoal', data: { goalId }, metadata: meta });

const created = (overrides: Partial<GoalCreatedEvent['data']> = {}): GoalCreatedEvent => ({
  type: 'GoalCreated',
  data: {
    goalId,
    userId,
    title: 'Run a marathon',
    description: '',
    category: 'Fitness',
    priority: 'medium',
    status: 'active',
    progress: 0,
    dueDate: '',
    ...overrides,
  },
});
const progressed = (progress: number, previousProgress: number, status: 'active' | 'completed' | 'paused'): GoalEvent => ({
  type: 'GoalProgressChanged',
  data: { goalId, progress, previousProgress, status },
});
const base = { title: 'Run a marathon', category: 'Fitness' };

describe('goal: create', () => {
  it('uses one stream per goal', () => {
    expect(goalStreamId(goalId)).toBe(`goal-${goalId}`);
  });

  it('creates with the SPEC defaults: progress 0, status active, priority medium; trims texts', () => {
    spec
      .given([])
      .when(create({ title: '  Run a marathon ', category: ' Fitness ' }))
      .then([created()]);
  });

  it('keeps description, priority, due date, status and progress', () => {
    spec
      .given([])
      .when(create({ ...base, description: 'Train\nweekly', priority: 'high', dueDate: 'Dec 31', status: 'paused', progress: 30 }))
      .then([created({ description: 'Train\nweekly', priority: 'high', dueDate: 'Dec 31', status: 'paused', progress: 30 })]);
  });

  it('SPEC section 4: progress 100 makes it completed; completed means 100', () => {
    spec
      .given([])
      .when(create({ ...base, progress: 100 }))
      .then([created({ progress: 100, status: 'completed' })]);
    spec
      .given([])
      .when(create({ ...base, status: 'completed' }))
      .then([created({ progress: 100, status: 'completed' })]);
  });

  it.each([
    [{ title: '' }, { title: 'Goal title is required' }],
    [{ title: '   ' }, { title: 'Goal title is required' }],
    [{ title: undefined }, { title: 'Goal title is required' }],
    [{ title: 'x'.repeat(201) }, { title: 'Goal title must be 200 characters or fewer' }],
    [{ title: 'a\u0007b' }, { title: 'Goal title must not contain control characters' }],
    [{ title: 'a\nb' }, { title: 'Goal title must not contain control characters' }],
    [{ category: '' }, { category: 'Category is required' }],
    [{ category: null }, { category: 'Category is required' }],
    [{ category: 'x'.repeat(101) }, { category: 'Category must be 100 characters or fewer' }],
    [{ description: 'x'.repeat(2001) }, { description: 'Description must be 2000 characters or fewer' }],
    [{ description: 'a\u0000b' }, { description: 'Description must not contain control characters' }],
    [{ priority: 'urgent' }, { priority: 'Priority must be high, medium or low' }],
    [{ priority: 'High' }, { priority: 'Priority must be high, medium or low' }],
    [{ status: 'done' }, { status: 'Status must be active, completed or paused' }],
    [{ progress: -1 }, { progress: 'Progress must be a whole number from 0 to 100' }],
    [{ progress: 101 }, { progress: 'Progress must be a whole number from 0 to 100' }],
    [{ progress: 12.5 }, { progress: 'Progress must be a whole number from 0 to 100' }],
    [{ progress: '50' as unknown as number }, { progress: 'Progress must be a whole number from 0 to 100' }],
    [{ dueDate: 'x'.repeat(51) }, { dueDate: 'Due date must be 50 characters or fewer' }],
    [{ dueDate: 'Dec\u009b31' }, { dueDate: 'Due date must not contain control characters' }],
    [{ status: 'completed', progress: 40 }, { progress: 'A completed goal has 100% progress' }],
    [{ status: 'active', progress: 100 }, { status: 'A goal at 100% progress is completed' }],
    [{ status: 'paused', progress: 100 }, { status: 'A goal at 100% progress is completed' }],
  ] as [GoalInput, Record<string, string>][])('refuses %j', (override, fields) => {
    spec
      .given([])
      .when(create({ ...base, ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('reports every problem in form order, title first', () => {
    expect(Object.keys(validationFields(create({ priority: 'x', progress: 500 })))).toEqual(['title', 'category', 'priority', 'progress']);
  });

  it('the shared zod schema gives the same messages (web forms and the API)', () => {
    const result = goalCreateSchema.safeParse({ title: '', category: 'x', progress: 'lots' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['progress', 'Progress must be a whole number from 0 to 100'],
    ]);
    expect(goalCreateSchema.safeParse({ title: '', category: 'x' }).error?.issues[0]?.message).toBe('Goal title is required');
  });

  it('refuses a goal id already used', () => {
    spec.given([created()]).when(create(base)).thenThrows(ConflictError, { message: 'Goal already exists' });
  });
});

describe('goal: progress and status (SPEC section 4)', () => {
  it("'+10%' moves progress forward and keeps it active", () => {
    spec
      .given([created({ progress: 30 })])
      .when(update({ progress: 40, status: 'active' }))
      .then([progressed(40, 30, 'active')]);
  });

  it('reaching 100 makes it completed, whatever status it had', () => {
    spec
      .given([created({ progress: 90 })])
      .when(update({ progress: 100 }))
      .then([progressed(100, 90, 'completed')]);
    spec
      .given([created({ progress: 90, status: 'paused' })])
      .when(update({ progress: 100 }))
      .then([progressed(100, 90, 'completed')]);
  });

  it('Mark Complete sets 100', () => {
    spec
      .given([created({ progress: 20 })])
      .when(update({ status: 'completed' }))
      .then([progressed(100, 20, 'completed')]);
  });

  it('any other progress update sets it active: a completed goal lowered, a paused one updated', () => {
    spec
      .given([created({ progress: 100, status: 'completed' })])
      .when(update({ progress: 60 }))
      .then([progressed(60, 100, 'active')]);
    spec
      .given([created({ progress: 40, status: 'paused' })])
      .when(update({ progress: 50 }))
      .then([progressed(50, 40, 'active')]);
    // Same progress, but a progress update still resumes it.
    spec
      .given([created({ progress: 40, status: 'paused' })])
      .when(update({ progress: 40 }))
      .then([{ type: 'GoalResumed', data: { goalId } }]);
  });

  it('a progress update that also pauses leaves it paused', () => {
    spec
      .given([created({ progress: 40 })])
      .when(update({ progress: 50, status: 'paused' }))
      .then([progressed(50, 40, 'paused')]);
  });

  it('backlog: pausing and resuming keep the progress', () => {
    spec
      .given([created({ progress: 40 })])
      .when(update({ status: 'paused' }))
      .then([{ type: 'GoalPaused', data: { goalId } }]);
    spec
      .given([created({ progress: 40 }), { type: 'GoalPaused', data: { goalId } }])
      .when(update({ status: 'active' }))
      .then([{ type: 'GoalResumed', data: { goalId } }]);
  });

  it('a completed goal cannot be paused or resumed without lowering its progress', () => {
    for (const status of ['paused', 'active'] as const) {
      spec
        .given([created({ progress: 100, status: 'completed' })])
        .when(update({ status }))
        .thenThrows(ValidationError, { fields: { status: 'Lower the progress to reopen a completed goal' } });
    }
  });

  it('nothing changed: no event', () => {
    spec
      .given([created({ progress: 40 })])
      .when(update({ progress: 40, status: 'active', title: 'Run a marathon' }))
      .then([]);
    spec
      .given([created({ progress: 100, status: 'completed' })])
      .when(update({ status: 'completed' }))
      .then([]);
  });

  it("'+10%' caps at 100 and is offered only while active and under 100", () => {
    expect([0, 45, 90, 95, 100].map(nextGoalProgress)).toEqual([10, 55, 100, 100, 100]);
    expect(canAdvanceGoal({ status: 'active', progress: 90 })).toBe(true);
    expect(canAdvanceGoal({ status: 'active', progress: 100 })).toBe(false);
    expect(canAdvanceGoal({ status: 'paused', progress: 10 })).toBe(false);
    expect(canAdvanceGoal({ status: 'completed', progress: 100 })).toBe(false);
  });
});

describe('goal: details, delete, ownership', () => {
  it('changes details as one snapshot, next to a progress change', () => {
    spec
      .given([created({ progress: 10 })])
      .when(update({ title: ' Half marathon ', priority: 'low', dueDate: 'Daily', description: null, progress: 20 }))
      .then([
        {
          type: 'GoalDetailsChanged',
          data: { goalId, title: 'Half marathon', description: '', category: 'Fitness', priority: 'low', dueDate: 'Daily' },
        },
        progressed(20, 10, 'active'),
      ]);
  });

  it('an update refuses what a create refuses, absent fields aside', () => {
    spec
      .given([created()])
      .when(update({ title: '', progress: 101 }))
      .thenThrows(ValidationError, {
        fields: { title: 'Goal title is required', progress: 'Progress must be a whole number from 0 to 100' },
      });
  });

  it('deletes; a deleted goal is gone', () => {
    spec
      .given([created()])
      .when(remove())
      .then([{ type: 'GoalDeleted', data: { goalId } }]);
    spec
      .given([created(), { type: 'GoalDeleted', data: { goalId } }])
      .when(update({ progress: 10 }))
      .thenThrows(NotFoundError, { message: 'Goal not found' });
    spec
      .given([created(), { type: 'GoalDeleted', data: { goalId } }])
      .when(remove())
      .thenThrows(NotFoundError);
  });

  it("another user's goal, or none, is not found", () => {
    const other = { ...metadata, userId: otherUserId };
    spec
      .given([created()])
      .when(update({ progress: 10 }, other))
      .thenThrows(NotFoundError, { message: 'Goal not found' });
    spec.given([created()]).when(remove(other)).thenThrows(NotFoundError);
    spec.given([]).when(remove()).thenThrows(NotFoundError);
  });
});
