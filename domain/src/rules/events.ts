import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { ruleFieldsSchema } from './fields';

/* All events live in the per-user stream `rules-<userId>` (ruleListStreamId); the fields are in fields.ts. */

export const RuleCreated = defineEvent({
  type: 'RuleCreated',
  version: 1,
  schema: z.object({ ruleId: z.string(), ...ruleFieldsSchema.shape, userId: z.string() }),
});

/** Full snapshot after the change; only emitted when something changed. */
export const RuleUpdated = defineEvent({
  type: 'RuleUpdated',
  version: 1,
  schema: z.object({ ruleId: z.string(), ...ruleFieldsSchema.shape }),
});

/** Soft delete: the rule no longer applies; its history stays. */
export const RuleDeleted = defineEvent({ type: 'RuleDeleted', version: 1, schema: z.object({ ruleId: z.string() }) });

/**
 * The user moved a rule up or down (issue 23): every rule of the list, deleted ones too (a restored
 * rule comes back in its place), in the order they are tried from now on.
 */
export const RulesReordered = defineEvent({ type: 'RulesReordered', version: 1, schema: z.object({ ruleIds: z.array(z.string()) }) });

export const ruleEvents = [RuleCreated, RuleUpdated, RuleDeleted, RulesReordered];

export type RuleCreatedEvent = EventOf<typeof RuleCreated>;
export type RuleUpdatedEvent = EventOf<typeof RuleUpdated>;
export type RuleDeletedEvent = EventOf<typeof RuleDeleted>;
export type RulesReorderedEvent = EventOf<typeof RulesReordered>;
export type RuleEvent = RuleCreatedEvent | RuleUpdatedEvent | RuleDeletedEvent | RulesReorderedEvent;
