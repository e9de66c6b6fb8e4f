/** The type guard of a fixed list of words (a type, a status, a frequency): true for exactly those strings. */
export function isOneOf<const T extends readonly string[]>(choices: T): (value: unknown) => value is T[number] {
  return (value): value is T[number] => typeof value === 'string' && (choices as readonly string[]).includes(value);
}
