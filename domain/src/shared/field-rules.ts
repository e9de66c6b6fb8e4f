import { type FieldMessages, isBlank, isHexColor } from './fields';
import { textProblem } from './text';

/**
 * Checks of the optional fields many records share (a description, a colour, an active flag), so
 * accounts, categories and the features after them spell each rule once. Each gives the parsed
 * value or the message to show under the field; `takeField` files it into a draft check.
 */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Puts a field's value into the draft (through `set`) or its message into `messages`. */
export function takeField<T>(messages: FieldMessages, field: string, result: FieldResult<T>, set: (value: T) => void): void {
  if (result.ok) set(result.value);
  else messages[field] = result.message;
}

/** A required free text (a title, a name): trimmed, not empty, within `rule`. */
export function checkRequiredText(raw: unknown, rule: Parameters<typeof textProblem>[1], requiredMessage: string): FieldResult<string> {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, message: requiredMessage };
  const text = raw.trim();
  const problem = textProblem(text, rule);
  return problem === undefined ? { ok: true, value: text } : { ok: false, message: problem };
}

/** An optional id (an account a type may not use): a trimmed non-empty string, else null. */
export function optionalId(raw: unknown): string | null {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
}

/** A free text that may be left out (a description): absent or null is '', otherwise trimmed and within `rule`. */
export function checkOptionalText(raw: unknown, rule: Parameters<typeof textProblem>[1], invalidMessage: string): FieldResult<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, message: invalidMessage };
  const text = raw.trim();
  const problem = textProblem(text, rule);
  return problem === undefined ? { ok: true, value: text } : { ok: false, message: problem };
}

/**
 * A colour ('#3B82F6' or '#fff'). Blank gives `fallback`: the type's default colour on create, or
 * null on update, meaning "the merged type's default" (the decider knows the stored type).
 */
export function checkColor<F extends string | null>(raw: unknown, fallback: F, invalidMessage: string): FieldResult<string | F> {
  if (isBlank(raw)) return { ok: true, value: fallback };
  return isHexColor(raw) ? { ok: true, value: raw } : { ok: false, message: invalidMessage };
}

/** The active flag: absent or null is true (records start active). */
export function checkActiveFlag(raw: unknown, invalidMessage: string): FieldResult<boolean> {
  if (raw === undefined || raw === null) return { ok: true, value: true };
  return typeof raw === 'boolean' ? { ok: true, value: raw } : { ok: false, message: invalidMessage };
}
