import { describe, expect, it } from 'vitest';
import { hasControlCharacters, textProblem } from './text';

describe('hasControlCharacters', () => {
  it.each(['\u0000', '\u0001', '\u001f', '\u007f', '\u0080', '\u009f', '\ud800', '\udfff', 'x\ud83d', '\ude00x'])('finds %j', (text) => {
    expect(hasControlCharacters(`a${text}b`)).toBe(true);
    expect(hasControlCharacters(`a${text}b`, { multiline: true })).toBe(true);
  });

  it('allows tab and line breaks only in multi-line texts', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true })).toBe(false);
    }
  });

  it('accepts what people type: accents, emoji (paired surrogates), other scripts, format marks', () => {
    for (const text of ['Zürich', '😀🎉', 'مرحبا', '日本語', '\u202eabc', 'a\u2028b', '\u00a0', '\ufeff', '\uffff']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});

describe('textProblem', () => {
  const rule = { maxLength: 3, tooLong: 'too long', controlCharacters: 'control' };
  it('reports control characters first, then length', () => {
    expect(textProblem('abc', rule)).toBeUndefined();
    expect(textProblem('abcd', rule)).toBe('too long');
    expect(textProblem('a\u0000', rule)).toBe('control');
    expect(textProblem('abcd\u0000', rule)).toBe('control');
    expect(textProblem('a\nb', { ...rule, multiline: true })).toBeUndefined();
  });
});
