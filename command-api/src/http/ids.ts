import { NotFoundError } from '@life/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else in a path is a record that does not exist (404), never a SQL cast error. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The route's `:id`, or a NotFoundError (404) with `notFoundMessage` when it is not a uuid. */
export function uuidParam(ctx: { params: Record<string, string | undefined> }, notFoundMessage: string): string {
  const id = ctx.params.id;
  if (!isUuid(id)) throw new NotFoundError(notFoundMessage);
  return id;
}
