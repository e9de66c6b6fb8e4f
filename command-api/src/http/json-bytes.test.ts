import { describe, expect, it } from 'vitest';
import { jsonArrayBytes } from './json-bytes';

describe('jsonArrayBytes', () => {
  const joined = (texts: string[]) => Buffer.from(`[${texts.join(',')}]`);

  it.each([
    ['no elements', []],
    ['one', ['{"a":1}']],
    ['plain text', ['{"title":"Rent"}', '{"title":"Groceries"}', '"x"']],
    ['Latin-1 and beyond: é, €, 日本, an emoji', ['{"title":"Café"}', '{"title":"€ 12"}', '"日本"', '"🧾 receipt"']],
    ['a lone surrogate (written as U+FFFD, as Buffer.from does)', ['"\ud800"', '"ok"']],
    ['made of concatenated parts', Array.from({ length: 600 }, (_, i) => `${'{"i":'}${i}${',"t":"'}${'x'.repeat(i % 7)}"}`)],
  ])('gives the bytes of the joined array: %s', (_name, texts) => {
    const bytes = jsonArrayBytes(texts);
    expect(bytes.equals(joined(texts))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(JSON.parse(joined(texts).toString('utf8')));
  });
});
