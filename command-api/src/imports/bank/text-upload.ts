/**
 * Bank exports are text (issue 23): a file that is not (a zip, a PDF, a spreadsheet, 30 MB of random
 * bytes) is refused from its first bytes with a 400 on `file`, before any parsing work. UTF-16 text
 * (a BOM, or every other byte zero) is text.
 */
import { ValidationError } from '@life/domain';

/** Enough of the start to judge; the rest streams through unchecked. */
const SNIFF_BYTES = 8192;

const MAGIC: readonly { bytes: readonly number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive or an Excel/Numbers workbook' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel or Word document' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], what: 'a 7-Zip archive' },
];

export const textUploadMessages = {
  notText: (what: string) =>
    `This file is not a text export (it looks like ${what}): download the statement from your bank as CSV, OFX/QFX or QIF`,
} as const;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, at) => bytes[at] === byte);
}

/** What the start looks like when it is not text, else null. */
export function notTextKind(start: Uint8Array): string | null {
  const known = MAGIC.find((magic) => startsWith(start, magic.bytes));
  if (known) return known.what;
  if (startsWith(start, [0xff, 0xfe]) || startsWith(start, [0xfe, 0xff])) return null; // UTF-16 BOM
  if (start.length === 0) return null;
  let zeros = 0;
  let zerosAtOdd = 0;
  let zerosAtEven = 0;
  let controls = 0;
  for (let at = 0; at < start.length; at += 1) {
    const byte = start[at]!;
    if (byte === 0) {
      zeros += 1;
      if (at % 2 === 1) zerosAtOdd += 1;
      else zerosAtEven += 1;
    } else if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) controls += 1;
  }
  const pairs = start.length / 2;
  // UTF-16 without a BOM: the high byte of each Latin character is zero, on one side only.
  const utf16 = zeros > 0 && (zerosAtOdd > pairs * 0.3 || zerosAtEven > pairs * 0.3) && Math.min(zerosAtOdd, zerosAtEven) < zeros * 0.05;
  if (zeros > 0 && !utf16) return 'binary data';
  if (!utf16 && controls > start.length * 0.01) return 'binary data';
  return null;
}

/** The upload, refused with a 400 when its first bytes are not text. */
export async function* textUpload(upload: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of upload) {
    if (checked) {
      yield chunk;
      continue;
    }
    held.push(chunk);
    size += chunk.length;
    if (size < SNIFF_BYTES) continue;
    checkStart(held);
    checked = true;
    yield* held.splice(0);
  }
  if (!checked) {
    checkStart(held);
    yield* held;
  }
}

function checkStart(held: readonly Uint8Array[]): void {
  const start = Buffer.concat(held).subarray(0, SNIFF_BYTES);
  const kind = notTextKind(start);
  if (kind !== null) throw ValidationError.of('file', textUploadMessages.notText(kind));
}
