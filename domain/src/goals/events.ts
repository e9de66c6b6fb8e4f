import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { GOAL_STATUSES } from './constants';
import { goalDetailsSchema, goalFieldsSchema } from './fields';

/* One stream per goal, `goal-<goalId>` (goalStreamId). Schemas are as loose as what is stored; the fields are in fields.ts. */

export const GoalCreated = defineEvent({
  type: 'GoalCreated',
  version: 1,
  schema: z.object({ goalId: z.string(), userId: z.string(), ...goalFieldsSchema.shape }),
});

/** Title, description, category, priority or due date changed: the new snapshot of them. */
export const GoalDetailsChanged = defineEvent({
  type: 'GoalDetailsChanged',
  version: 1,
  schema: z.object({ goalId: z.string(), ...goalDetailsSchema.shape }),
});

/**
 * The progress changed (SPEC section 4): `status` is the status it left the goal in (completed at
 * 100, else active, or paused when the same request paused it). `previousProgress` says whether it
 * moved forward, for the weekly review.
 */
export const GoalProgressChanged = defineEvent({
  type: 'GoalProgressChanged',
  version: 1,
  schema: z.object({ goalId: z.string(), progress: z.number(), previousProgress: z.number(), status: z.enum(GOAL_STATUSES) }),
});

/** Moved to the backlog (beyond SPEC): active -> paused, progress unchanged. */
export const GoalPaused = defineEvent({
  type: 'GoalPaused',
  version: 1,
  schema: z.object({ goalId: z.string() }),
});

/** Back from the backlog: paused -> active, progress unchanged. */
export const GoalResumed = defineEvent({
  type: 'GoalResumed',
  version: 1,
  schema: z.object({ goalId: z.string() }),
});

export const GoalDeleted = defineEvent({
  type: 'GoalDeleted',
  version: 1,
  schema: z.object({ goalId: z.string() }),
});

export const goalEvents = [GoalCreated, GoalDetailsChanged, GoalProgressChanged, GoalPaused, GoalResumed, GoalDeleted];

export type GoalCreatedEvent = EventOf<typeof GoalCreated>;
/** Any goal event (the union of goalEvents). */
export type GoalEvent = EventOf<(typeof goalEvents)[number]>;
