import { isIsoDate, isSupportedDate } from './dates';
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

/** One of a list of words, required: blank gives `required`, another word `invalid`. */
export function checkRequiredChoice<T extends string>(
  raw: unknown,
  is: (value: unknown) => value is T,
  messages: { required: string; invalid: string },
): FieldResult<T> {
  if (isBlank(raw)) return { ok: false, message: messages.required };
  return is(raw) ? { ok: true, value: raw } : { ok: false, message: messages.invalid };
}

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time, HH:mm (trimmed). */
export function checkTimeOfDay(raw: unknown, invalidMessage: string): FieldResult<string> {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  return typeof text === 'string' && TIME_OF_DAY_PATTERN.test(text) ? { ok: true, value: text } : { ok: false, message: invalidMessage };
}

/** A yyyy-mm-dd day (trimmed) in the supported window: outside it no read model could store the day (see isSupportedDate). */
export function checkSupportedDay(raw: unknown, messages: { invalid: string; outOfRange: string }): FieldResult<string> {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (isSupportedDate(text)) return { ok: true, value: text };
  return { ok: false, message: isIsoDate(text) ? messages.outOfRange : messages.invalid };
}

/** A JSON number that is a whole number in [min, max]. */
export function checkWholeNumber(raw: unknown, min: number, max: number, message: string): FieldResult<number> {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max ? { ok: true, value: raw } : { ok: false, message };
}

/** Left empty in a form: undefined, null or '' (an emptied number field). */
export function isEmptyValue(raw: unknown): boolean {
  return raw === undefined || raw === null || raw === '';
}
