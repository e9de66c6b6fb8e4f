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

/** Parses the JSON body with a zod schema; failures become a 400 with a field map. A missing body reads as `{}`. */
export async function parseBody<S extends z.ZodType>(ctx: Context, schema: S): Promise<z.infer<S>> {
  const body = (await readJsonBody(ctx)) ?? {};
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

/** Same for query strings and route params. */
export function parseInput<S extends z.ZodType>(input: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
