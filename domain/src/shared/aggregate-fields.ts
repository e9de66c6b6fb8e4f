import { z } from 'zod';
import { checkOptionalText, checkRequiredText, type FieldResult } from './field-rules';
import { type FieldMessages, isBlank } from './fields';

/*
 * An aggregate's stored fields, declared once (a zod object in `<aggregate>/fields.ts`), and what
 * follows from them: the keys an update compares, the merge of an update, the draft of a create,
 * the body's types and rules in form order, the read model's columns and the JSON mapping. Each
 * helper takes the keys or a record keyed by them, so a field added to the schema is either picked
 * up or a compile error where a decision about it is needed (a label, a rule, a JSON form).
 */

/** The field names of a field schema, in declaration order. */
export function fieldKeys<S extends z.ZodObject>(schema: S): (keyof z.output<S> & string)[] {
  return schema.keyof().options;
}

/** The named fields of `source`, in `keys` order. */
export function pickFields<F, K extends keyof F>(keys: readonly K[], source: F): Pick<F, K> {
  const picked = {} as Pick<F, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** Equal stored values: the same primitive, or the same JSON (a list of exercises). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** Whether any of `keys` differs between `before` and `after`: the decider's "did this update change anything". */
export function fieldsDiffer<F>(keys: readonly (keyof F)[], before: F, after: F): boolean {
  return keys.some((key) => !sameValue(before[key], after[key]));
}

/** An update laid over the stored fields: a field the update leaves undefined keeps its stored value. */
export function mergeFields<F extends object>(stored: F, update: Partial<F>): F {
  const merged = { ...stored };
  for (const key of Object.keys(update) as (keyof F)[]) {
    const value = update[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Every field of `keys` from a checked value; a field still unset is a bug in the rules (full
 * mode sets each or reports it), so it throws instead of storing a gap.
 */
export function requireFields<F>(keys: readonly (keyof F & string)[], value: Partial<F>, what: string): F {
  const missing = keys.filter((key) => value[key] === undefined);
  if (missing.length > 0) throw new Error(`${what} left ${missing.join(', ')} unset`);
  return value as F;
}

// --- Bodies: each field's type as a form sends it and its rule, in form order ---

/**
 * One field of a body: its zod type before the rules (what the web's body type follows), its
 * rule, and when it is left out instead of checked: 'absent' (default: only an update body may
 * leave it out), 'blank' (undefined, null or blank text: the default or the stored value stays),
 * 'nullish' (undefined or null).
 */
export interface FieldCheck<T, B extends z.ZodType = z.ZodType> {
  body: B;
  check(raw: unknown): FieldResult<T>;
  skips?: 'absent' | 'blank' | 'nullish';
}

/** A rule for every field, in form order (the order of the record's keys): a field without one does not compile. */
export type FieldChecks<F> = { readonly [K in keyof F]-?: FieldCheck<F[K]> };

/** The body schema: each field's `body` type under its name, in `keys` order (zod reports type errors in that order). */
export function fieldsBodySchema<K extends string, C extends { readonly [P in K]: { body: z.ZodType } }>(
  keys: readonly K[],
  checks: C,
): z.ZodObject<{ [P in K]: C[P]['body'] }> {
  const shape = Object.fromEntries(keys.map((key) => [key, checks[key].body]));
  return z.object(shape) as z.ZodObject<{ [P in K]: C[P]['body'] }>;
}

/** A body whose every field has the same type (the targets: each a number or its text). */
export function uniformBodySchema<K extends string, T extends z.ZodType>(keys: readonly K[], type: T): z.ZodObject<{ [P in K]: T }> {
  return z.object(Object.fromEntries(keys.map((key) => [key, type]))) as z.ZodObject<{ [P in K]: T }>;
}

function skipped(raw: unknown, skips: FieldCheck<unknown>['skips'], partial: boolean): boolean {
  if (skips === 'blank') return isBlank(raw);
  if (skips === 'nullish') return raw === undefined || raw === null;
  return partial && raw === undefined;
}

/**
 * Checks a body field by field in form order: the checked values and the ordered field -> message
 * map. `partial` (update bodies) leaves absent fields out.
 */
export function checkFields<F>(
  checks: FieldChecks<F>,
  raw: unknown,
  options: { partial?: boolean } = {},
): { messages: FieldMessages; value: Partial<F> } {
  const input: Record<string, unknown> = raw !== null && typeof raw === 'object' ? { ...raw } : {};
  const messages: FieldMessages = {};
  const value: Partial<F> = {};
  const take = <K extends keyof F & string>(key: K) => {
    const field = checks[key];
    if (skipped(input[key], field.skips, options.partial ?? false)) return;
    const result = field.check(input[key]);
    if (result.ok) value[key] = result.value;
    else messages[key] = result.message;
  };
  for (const key of Object.keys(checks) as (keyof F & string)[]) take(key);
  return { messages, value };
}

// --- Read model columns: a field's column is its name in snake_case ---

/** 'dueDate' -> 'due_date', at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** 'dueDate' -> 'due_date'. */
export function snakeCase<S extends string>(name: S): SnakeCase<S> {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<S>;
}

/** Fields as their columns: what a projection writes (`recordRows(...).insert/update`). */
export type FieldColumns<F> = { [K in keyof F & string as SnakeCase<K>]: F[K] };

/** The fields of `values` (all, or those of an update) keyed by their columns; undefined ones are left out. */
export function fieldColumns<F extends object>(values: F): FieldColumns<F> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) columns[snakeCase(key)] = value;
  return columns as FieldColumns<F>;
}

/** `alias.due_date AS "dueDate", ...`: a read query selects the fields under their domain names, so the API spreads them. */
export function selectFieldsSql(keys: readonly string[], alias: string): string {
  return keys.map((key) => `${alias}.${snakeCase(key)} AS "${key}"`).join(', ');
}

// --- JSON: each field as the API answers it ---

/** How the API answers a field: as stored, or null for an empty text. */
export type JsonForm = 'as-is' | 'null-when-empty';
export type JsonForms<F> = { readonly [K in keyof F]-?: F[K] extends string ? JsonForm : 'as-is' };

/** The fields' JSON shape under `forms` (the fields `forms` names). */
export type FieldsJson<F, M> = { [K in keyof M & keyof F]: M[K] extends 'null-when-empty' ? F[K] | null : F[K] };

/** The fields `forms` names, as the API answers them (in `forms` order); `fields` may hold more (a row's id). */
export function fieldsJson<M extends Readonly<Record<string, JsonForm>>, F extends Record<keyof M, unknown>>(
  forms: M,
  fields: F,
): FieldsJson<F, M> {
  const json: Record<string, unknown> = {};
  for (const [key, form] of Object.entries(forms)) {
    const value = fields[key];
    json[key] = form === 'null-when-empty' && value === '' ? null : value;
  }
  return json as FieldsJson<F, M>;
}

// --- Common field rules, with their body types ---

type TextRule = Parameters<typeof checkRequiredText>[1];

/** A required free text (a title, a name). */
export function requiredTextField(rule: TextRule, requiredMessage: string) {
  return {
    body: z.string().nullish(),
    check: (raw: unknown) => checkRequiredText(raw, rule, requiredMessage),
  } satisfies FieldCheck<string>;
}

/** A free text that may be left out ('' when it is). */
export function optionalTextField(rule: TextRule, invalidMessage: string) {
  return { body: z.string().nullish(), check: (raw: unknown) => checkOptionalText(raw, rule, invalidMessage) } satisfies FieldCheck<string>;
}

/** One of a list of words; blank leaves it out (the default, or the stored value, stays). */
export function choiceField<T extends string>(is: (value: unknown) => value is T, invalidMessage: string) {
  return {
    body: z.string({ error: invalidMessage }).nullish(),
    check: (raw: unknown): FieldResult<T> => (is(raw) ? { ok: true, value: raw } : { ok: false, message: invalidMessage }),
    skips: 'blank',
  } satisfies FieldCheck<T>;
}

/** A form's values with every text trimmed: the body it sends (the same keys). */
export function trimmedTexts<V extends object>(values: V): V {
  const body = { ...values };
  for (const key of Object.keys(body) as (keyof V)[]) {
    const value = body[key];
    if (typeof value === 'string') body[key] = value.trim() as V[keyof V];
  }
  return body;
}
