import { z } from 'zod';
import { ValidationError } from '../core/errors';
import type { FieldMessages } from './fields';
import { controlCharactersMessage } from './text';

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

/** A body checked into a typed draft, or the ordered field -> message map of what is wrong with it. */
export type DraftCheck<D> = { ok: true; draft: D } | { ok: false; messages: FieldMessages };

/** '<path>' of the first text holding U+0000 (NUL), depth first in key order; undefined when none. */
export function nulTextPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulTextPath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * `check`, refusing a NUL in any text of the body even where the draft drops it (an alias, the
 * account a type does not use): PostgreSQL cannot hold one, and the API has always refused it.
 */
export function checkWithoutNul<I, D>(input: I, check: (input: I) => DraftCheck<D>): DraftCheck<D> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const nulPath = nulTextPath(input);
  return nulPath === undefined ? checked : { ok: false, messages: { [nulPath]: controlCharactersMessage('Text') } };
}

/**
 * Parse at the edge: `body` (the types a form sends, whose z.input the web forms use) transformed
 * by `check` into a typed draft; its field messages become zod issues, in order (path [field]).
 */
export function draftSchema<S extends z.ZodType<Record<string, unknown>>, D>(body: S, check: (input: z.output<S>) => DraftCheck<D>) {
  return body.transform((input, ctx): D => {
    const checked = checkWithoutNul(input, check);
    if (checked.ok) return checked.draft;
    addFieldIssues(ctx, checked.messages);
    return z.NEVER;
  });
}

/** A schema's output, or the ValidationError the API would answer (400): for callers that build commands outside the API. */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(zodFieldMessages(result.error));
  return result.data;
}

/** The draft, or a ValidationError (the API's 400) with its messages: for tests and callers that check bodies without zod. */
export function draftOrThrow<D>(checked: DraftCheck<D>): D {
  if (!checked.ok) throw new ValidationError(checked.messages);
  return checked.draft;
}
