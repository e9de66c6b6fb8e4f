/**
 * Texts users type end up in PostgreSQL text columns (which cannot hold NUL) and on screens.
 * C0 and C1 control characters and DEL are refused everywhere; tab, line feed and carriage
 * return are allowed only in multi-line fields (descriptions).
 */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);
}

/** '{label} must not contain control characters' */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}
