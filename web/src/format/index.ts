/** The web's one formatter module (issue 26): dates, date-times, times, money, counts, category colours. */
export {
  displayLocale,
  formatDateLike,
  formatDateTime,
  formatDaysIn,
  formatDay,
  formatDayRange,
  formatMonth,
  formatShortDay,
  formatShortMonth,
  formatTime,
} from './dates';
export { formatDollars, formatMoney, formatMoneyText, toCents, formatUsd } from './money';
export { formatCount, formatMegabytes } from './numbers';
export { CATEGORY_PALETTE, categoryColor, paletteColor } from './palette';
