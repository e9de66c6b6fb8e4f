import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { BODY_WEIGHT_SOURCES } from './constants';
import { bodyWeightFieldsSchema } from './fields';

/*
 * One stream per entry, `body-weight-<entryId>` (bodyWeightStreamId): no invariant spans entries.
 * Later events carry no userId: only the owner may write to the stream (the decider), so
 * projections read it off metadata.userId. Schemas are as loose as what is stored.
 */

/** Logged from the form, an import (source, importId, externalId) or a restore (the last values again). */
export const BodyWeightLogged = defineEvent({
  type: 'BodyWeightLogged',
  version: 1,
  schema: z.object({
    entryId: z.string(),
    userId: z.string(),
    ...bodyWeightFieldsSchema.shape,
    source: z.enum(BODY_WEIGHT_SOURCES).optional(),
    importId: z.string().optional(),
    externalId: z.string().optional(),
  }),
});

/** Edited: the new snapshot of every field. */
export const BodyWeightChanged = defineEvent({
  type: 'BodyWeightChanged',
  version: 1,
  schema: z.object({ entryId: z.string(), ...bodyWeightFieldsSchema.shape }),
});

export const BodyWeightDeleted = defineEvent({
  type: 'BodyWeightDeleted',
  version: 1,
  schema: z.object({ entryId: z.string() }),
});

export const bodyWeightEvents = [BodyWeightLogged, BodyWeightChanged, BodyWeightDeleted];

export type BodyWeightLoggedEvent = EventOf<typeof BodyWeightLogged>;
export type BodyWeightEvent = EventOf<(typeof bodyWeightEvents)[number]>;
