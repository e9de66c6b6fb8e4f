/**
 * Texts users type end up in PostgreSQL text columns (which cannot hold NUL) and on screens.
 * C0 and C1 control characters and DEL are refused everywhere; tab, line feed and carriage
 * return are allowed only in multi-line fields (descriptions).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole job
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * Half of a surrogate pair without its other half (a JSON body can spell one as "\ud800").
 * It is not text at all: the event store's jsonb refuses it, so it counts as a control character.
 */
// No lookbehind: web forms run this too, in browsers that lack it.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(value) || UNPAIRED_SURROGATE.test(value);
}

/**
 * The rule every free text follows (after trimming): no control characters, at most `maxLength`
 * UTF-16 units. Returns the message for the first broken rule, or undefined when the text is fine.
 */
export function textProblem(
  text: string,
  rule: { maxLength: number; tooLong: string; controlCharacters: string; multiline?: boolean },
): string | undefined {
  if (hasControlCharacters(text, { multiline: rule.multiline ?? false })) return rule.controlCharacters;
  if (text.length > rule.maxLength) return rule.tooLong;
  return undefined;
}

/** '{label} must not contain control characters' */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}
