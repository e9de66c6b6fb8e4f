/**
 * A JSON array of already-serialised elements as the UTF-8 bytes of `[a,b,…]`. Each text is written
 * into one buffer sized up front: `Buffer.from` of the joined text took ~2.5 ms for the register's
 * month (576 rows, 300 kB: joining flattens hundreds of concatenated texts, then encodes them whole),
 * this ~0.2 ms (issue 24's month ≤ 10 ms). The same bytes as Buffer.from(`[${texts.join(',')}]`).
 */
export function jsonArrayBytes(texts: readonly string[]): Buffer {
  let length = 2 + Math.max(0, texts.length - 1);
  for (const text of texts) length += Buffer.byteLength(text);
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write('[', 0);
  texts.forEach((text, index) => {
    if (index > 0) at += bytes.write(',', at);
    at += bytes.write(text, at);
  });
  bytes.write(']', at);
  return bytes;
}
