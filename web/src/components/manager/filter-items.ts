/** What a manager's search and type filter look at in an item. */
export interface FilterFields<T, K extends string> {
  name: (item: T) => string;
  type: (item: T) => K;
  description: (item: T) => string | null | undefined;
}

/**
 * A manager's search (name or description, case-insensitive substring) and type filter
 * ('all' keeps every type).
 */
export function filterByNameAndType<T, K extends string>(
  items: readonly T[],
  search: string,
  type: 'all' | K,
  fields: FilterFields<T, K>,
): T[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (type === 'all' || fields.type(item) === type) &&
      (needle === '' ||
        fields.name(item).toLowerCase().includes(needle) ||
        (fields.description(item) ?? '').toLowerCase().includes(needle)),
  );
}
