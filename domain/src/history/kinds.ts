/** The records that have a history (GET /api/history/{kind}/{id}); the path words. */
export const HISTORY_KINDS = [
  'transaction',
  'account',
  'category',
  'recurring-transaction',
  'schedule',
  'goal',
  'workout',
  'meal',
  'grocery-item',
  'rule',
  'body-weight', // issue 27
  'recipe',
  'budget', // issue 26
] as const;

export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function isHistoryKind(value: unknown): value is HistoryKind {
  return typeof value === 'string' && (HISTORY_KINDS as readonly string[]).includes(value);
}
