/** The money feature's front door: what other features may use (they import this folder, or a part's queries.ts). */
export { AMOUNT_TONE_COLORS, formatDisplayDate, formatMoney, formatTransactionAmount, localToday, plural } from './format';
