import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { targetFieldsSchema } from './fields';

/* Stream `targets-<userId>` (targetsStreamId): one per user. */

/** The user's whole set of targets after a change (a snapshot: projections need nothing earlier). */
export const TargetsSet = defineEvent({
  type: 'TargetsSet',
  version: 1,
  schema: z.object({ userId: z.string(), ...targetFieldsSchema.shape }),
});

export const targetEvents = [TargetsSet];

export type TargetsSetEvent = EventOf<typeof TargetsSet>;
export type TargetsEvent = TargetsSetEvent;
