/**
 * A case-insensitive glob: `*` any run of characters (also none), `?` exactly one, everything else
 * itself; it matches the whole text. Compiled once into its `*`-free segments: the first must start
 * the text, the last end it, the others are found left to right (the leftmost place is always a
 * right choice for a glob), so the work is at most text length x pattern length, with no regex
 * and nothing that can backtrack catastrophically.
 */
export type TextMatcher = (lowerText: string) => boolean;

/** Where `segment` (lower case, `?` any one character) occurs in `text` at or after `from`, or -1. */
function findSegment(text: string, segment: string, from: number): number {
  if (!segment.includes('?')) return text.indexOf(segment, from);
  for (let at = from; at + segment.length <= text.length; at++) {
    if (segmentAt(text, segment, at)) return at;
  }
  return -1;
}

function segmentAt(text: string, segment: string, at: number): boolean {
  if (at < 0 || at + segment.length > text.length) return false;
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] !== '?' && segment[i] !== text[at + i]) return false;
  }
  return true;
}

export function compileGlob(pattern: string): TextMatcher {
  const segments = pattern.toLowerCase().split('*');
  if (segments.length === 1) {
    const only = segments[0]!;
    return (text) => text.length === only.length && segmentAt(text, only, 0);
  }
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const middle = segments.slice(1, -1).filter((segment) => segment !== '');
  return (text) => {
    if (text.length < first.length + last.length) return false;
    if (!segmentAt(text, first, 0) || !segmentAt(text, last, text.length - last.length)) return false;
    let at = first.length;
    const end = text.length - last.length;
    for (const segment of middle) {
      const found = findSegment(text, segment, at);
      if (found < 0 || found + segment.length > end) return false;
      at = found + segment.length;
    }
    return true;
  };
}

/** One-off use (tests, a single title). */
export function globMatches(pattern: string, text: string): boolean {
  return compileGlob(pattern)(text.toLowerCase());
}
