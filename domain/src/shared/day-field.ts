import { dateOutOfRangeMessage, isIsoDate, isSupportedDate } from './dates';
import type { FieldResult } from './field-rules';

/**
 * A yyyy-mm-dd day in the supported window, for the date fields of a form body (a start or end
 * date). SPEC section 5: dates may come as ISO datetimes and are cut to their date; a plain
 * yyyy-mm-dd is taken as is. A well-formed day outside the window gets dateOutOfRangeMessage.
 */
export function checkDayField(raw: unknown, invalidMessage: string): FieldResult<string> {
  const text = typeof raw === 'string' ? raw.trim().replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/, '$1') : raw;
  if (isSupportedDate(text)) return { ok: true, value: text };
  return { ok: false, message: isIsoDate(text) ? dateOutOfRangeMessage : invalidMessage };
}
