import { CATEGORY_TYPE_COLORS } from '@life/domain/categories/constants';

/*
 * Issue 26: expense categories all get their type's red at create (SPEC section 9), so budget bars
 * and report slices could not be told apart, nor from over budget (red, with its label). A category
 * that still has its type's default colour is shown in a colour of this palette instead, picked by
 * a stable hash of its id: the same on every screen, no new event. One the user coloured keeps its own.
 */

/** Distinct colours, none red (red says over budget). */
export const CATEGORY_PALETTE = [
  '#3B82F6', // blue
  '#14B8A6', // teal
  '#F59E0B', // amber
  '#8B5CF6', // violet
  '#06B6D4', // cyan
  '#EC4899', // pink
  '#84CC16', // lime
  '#6366F1', // indigo
  '#F97316', // orange
  '#10B981', // emerald
  '#A855F7', // purple
  '#0EA5E9', // sky
] as const;

/** The reds expense categories get from their type. */
const EXPENSE_DEFAULTS = new Set(
  [CATEGORY_TYPE_COLORS['Expense - Fixed'], CATEGORY_TYPE_COLORS['Expense - Variable']].map((c) => c.toLowerCase()),
);

/** FNV-1a of the text: a stable small hash. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The palette's colour for this id. */
export function paletteColor(id: string): string {
  return CATEGORY_PALETTE[hash(id) % CATEGORY_PALETTE.length]!;
}

/** A category's colour on charts and bars: its own, unless it is still an expense type's default red (then the palette's). */
export function categoryColor(category: { id: string | null; color?: string | null }): string | null {
  const own = category.color ?? null;
  if (category.id === null) return own;
  if (own === null || EXPENSE_DEFAULTS.has(own.toLowerCase())) return paletteColor(category.id);
  return own;
}
