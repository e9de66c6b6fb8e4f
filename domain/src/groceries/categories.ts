import { DEFAULT_GROCERY_CATEGORY } from './constants';

/** Grocery categories in list order: by name, 'Other' last (the grocery page and a recipe's added items). */
export function compareGroceryCategories(a: string, b: string): number {
  if (a === b) return 0;
  if (a === DEFAULT_GROCERY_CATEGORY) return 1;
  if (b === DEFAULT_GROCERY_CATEGORY) return -1;
  return a.localeCompare(b);
}

/** Items under their grocery category, categories in list order, items in the order given. */
export function groupByGroceryCategory<T extends { category: string }>(items: readonly T[]): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups.keys()].sort(compareGroceryCategories).map((category) => ({ category, items: groups.get(category)! }));
}
