import { formatCents, formatUsd, parseAmount, parseMoney } from '@life/domain/shared/money';

/**
 * Text rules of the currency input (SPEC 2, Category manager): typing keeps only digits, dot
 * and minus; focus shows the raw number; blur or Enter shows thousands separators and two decimals.
 */

/** Drops everything but digits, '.' and '-'. */
export function keepAmountCharacters(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}

/** "1,234.50" -> "1234.50": the raw number shown while editing. */
export function toRawAmountText(text: string): string {
  return text.replaceAll(',', '');
}

/**
 * "1234.5" -> "1,234.50", "-5" -> "-5.00". Text that is not a readable amount (or has more than
 * two decimals) is left as typed, so the form's validation can say what is wrong with it.
 */
export function formatAmountText(text: string): string {
  if (text.trim() === '') return '';
  const parsed = parseMoney(text, { sign: 'any' });
  if (!parsed.ok) return text;
  return formatUsd(parsed.cents).replace('$', '');
}

/** The amount as sent: two decimals when it reads as money, else the text as typed (the API words the problem). */
export function amountBodyText(amount: string): string {
  const parsed = parseAmount(amount);
  return parsed.ok ? formatCents(parsed.cents) : amount.trim();
}
