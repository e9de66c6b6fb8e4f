import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { GOAL_PRIORITIES, GOAL_STATUSES } from './constants';

/* One stream per goal, `goal-<goalId>` (goalStreamId). Schemas are as loose as what is stored. */

/** The goal's descriptive fields (what GoalDetailsChanged snapshots). */
const goalDetails = {
  goalId: z.string(),
  title: z.string(),
  /** '' when none. */
  description: z.string(),
  category: z.string(),
  priority: z.enum(GOAL_PRIORITIES),
  /** Free text ('Dec 31', 'Daily'); '' when none. */
  dueDate: z.string(),
};

export const GoalCreated = defineEvent({
  type: 'GoalCreated',
  version: 1,
  schema: z.object({ ...goalDetails, userId: z.string(), status: z.enum(GOAL_STATUSES), progress: z.number() }),
});

/** Title, description, category, priority or due date changed: the new snapshot of them. */
export const GoalDetailsChanged = defineEvent({
  type: 'GoalDetailsChanged',
  version: 1,
  schema: z.object(goalDetails),
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
export type GoalDetailsChangedEvent = EventOf<typeof GoalDetailsChanged>;
export type GoalProgressChangedEvent = EventOf<typeof GoalProgressChanged>;
export type GoalPausedEvent = EventOf<typeof GoalPaused>;
export type GoalResumedEvent = EventOf<typeof GoalResumed>;
export type GoalDeletedEvent = EventOf<typeof GoalDeleted>;
export type GoalEvent =
  GoalCreatedEvent | GoalDetailsChangedEvent | GoalProgressChangedEvent | GoalPausedEvent | GoalResumedEvent | GoalDeletedEvent;
