/**
 * The text encoding of an upload (issue 23), from its first bytes: a BOM says it (UTF-8, UTF-16 LE
 * or BE); UTF-16 without one shows as a zero in every other byte; otherwise UTF-8 when the bytes
 * read as UTF-8, else Windows-1252 (the superset of Latin-1 that German and British banks write:
 * "Auftraggeber/Empfänger", "£"). Decoding uses Node's TextDecoder: no dependency.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** `complete`: the head is the whole file (a multi-byte character cut at its end is then an error). */
export function detectTextEncoding(head: Uint8Array, complete: boolean): TextEncodingName {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const sample = head.subarray(0, 4096);
  let [evenZeros, oddZeros] = [0, 0];
  for (let at = 0; at < sample.length; at++) {
    if (sample[at] !== 0) continue;
    if (at % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const half = sample.length / 2;
  if (half >= 2 && oddZeros > half * 0.4 && evenZeros < half * 0.05) return 'utf-16le';
  if (half >= 2 && evenZeros > half * 0.4 && oddZeros < half * 0.05) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The chunks as text in `encoding` (a BOM dropped; a character split across chunks joined). */
export async function* decodeChunks(chunks: AsyncIterable<Uint8Array>, encoding: TextEncodingName): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}
