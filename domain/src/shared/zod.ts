import type { z } from 'zod';
import type { FieldMessages } from './fields';

/**
 * Reports a field -> message map as zod issues (path [field]), in order, so a zod parse of a
 * body gives exactly the messages the decider would give.
 */
export function addFieldIssues(ctx: z.RefinementCtx, messages: FieldMessages): void {
  for (const [field, message] of Object.entries(messages)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** Turns a zod error into the ordered field -> message map (first message per field; '' for the root). */
export function zodFieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
