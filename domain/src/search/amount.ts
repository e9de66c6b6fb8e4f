import { parseMoney } from '../shared/money';

/** A search text that reads as an amount: its absolute cents, and whether it was signed negative. */
export interface SearchedAmount {
  cents: number;
  /** "-86.42": only amounts shown negative (expenses); "86.42" matches either sign. */
  negative: boolean;
}

const AMOUNT_PATTERN = /^([+-])?\$?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?|\.\d{1,2})$/;

/**
 * "86.42", "-86.42", "$1,234.50", "-$5" read as amounts (exact cents, no float arithmetic); any
 * other text is undefined (searched as text only). Zero and amounts beyond MAX_AMOUNT_CENTS match nothing.
 */
export function searchedAmount(text: string): SearchedAmount | undefined {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const parsed = parseMoney(match[2], { sign: 'positive' });
  return parsed.ok ? { cents: parsed.cents, negative: match[1] === '-' } : undefined;
}
