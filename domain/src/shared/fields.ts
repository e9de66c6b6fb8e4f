/** Field -> message, in the order the fields were checked (the first is the error the API returns). */
export type FieldMessages = Record<string, string>;

/** Records a message for a field unless that field already has one. */
export function addFieldMessage(messages: FieldMessages, field: string, message: string): void {
  if (!(field in messages)) messages[field] = message;
}

export function hasFieldMessages(messages: FieldMessages): boolean {
  return Object.keys(messages).length > 0;
}

const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** The longest colour text: '#' and six hex digits (the pattern allows nothing longer). */
export const MAX_COLOR_LENGTH = 7;

/** "#3B82F6" or "#fff". */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_COLOR_LENGTH && HEX_COLOR_PATTERN.test(value);
}

/** undefined, null, or a string that is empty after trimming. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
