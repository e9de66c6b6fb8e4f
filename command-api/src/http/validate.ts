import { ValidationError } from '@life/domain';
import type { Context } from 'koa';
import type { z } from 'zod';
import { readJsonBody } from './body';

/** Field -> first message, in the order zod reported them (which follows the schema's field order). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

export const bodyNotObjectMessage = 'Request body must be a JSON object';
/** Only NUL is checked here (the domain's rules refuse the other control characters with their own messages). */
export const nulCharacterMessage = 'Text must not contain NUL characters';

/**
 * Parses the JSON body with a zod schema; failures become a 400 with a field map. A missing body
 * reads as `{}`; any other non-object (null, an array, a number...) is refused as a whole.
 */
export async function parseBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.infer<S>> {
  const raw = await readJsonBody(ctx);
  const body = raw === undefined ? {} : raw;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ValidationError.of('_', bodyNotObjectMessage);
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  refuseNulCharacters(result.data, []);
  return result.data;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL that got past a schema would fail the
 * write with a 500. The domain's rules give the precise messages; this is the backstop for any
 * text they do not check (passwords, e-mails at sign-in, fields added later).
 */
function refuseNulCharacters(value: unknown, path: string[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw ValidationError.of(path.length > 0 ? path.join('.') : '_', nulCharacterMessage);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw ValidationError.of([...path, key].join('.'), nulCharacterMessage);
      refuseNulCharacters(child, [...path, key]);
    }
  }
}

export const repeatedParamMessage = (name: string) => `${name} must be given once`;

/**
 * Parses a query string (Koa's ctx.query) with a zod schema. A repeated parameter (`?a=1&a=2`,
 * which Koa reads as an array) is refused by name before the schema sees it.
 */
export function parseQuery<S extends z.ZodType>(query: Record<string, string | string[] | undefined>, schema: S): z.infer<S> {
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw ValidationError.of(name, repeatedParamMessage(name));
  }
  return parseInput(query, schema);
}

/** Same for query strings and route params. */
export function parseInput<S extends z.ZodType>(input: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
