/**
 * The upload of an Apple Health export: Apple's zip (read `apple_health_export/export.xml` from
 * it; yauzl needs random access, so the zip goes to a temp file first) or export.xml itself
 * (streamed straight through). Told apart by the zip's signature in the first bytes.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { ValidationError } from '@life/domain';
import yauzl from 'yauzl';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const EXPORT_ENTRY = /(^|\/)export\.xml$/;

export const exportSourceMessages = {
  empty: 'The file is empty: expected export.zip or export.xml from Apple Health',
  notZip: (detail: string) => `The zip cannot be read (${detail})`,
  noExportXml: 'The zip holds no apple_health_export/export.xml',
} as const;

export interface ExportSource {
  /** The bytes of export.xml. */
  chunks: AsyncIterable<Uint8Array>;
  /** Removes the temp file (a zip upload); call when done, also after a failure. */
  dispose(): Promise<void>;
}

/** The first chunk, then the rest of the same iterator. */
async function* prepend(first: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** The entry's bytes; a corrupt entry (bad deflate data, wrong CRC) is a 400 on `file`, not a crash. */
async function* unzipped(entry: Readable): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of entry as AsyncIterable<Uint8Array>) yield chunk;
  } catch (error) {
    throw ValidationError.of('file', exportSourceMessages.notZip(error instanceof Error ? error.message : String(error)));
  }
}

function isZip(head: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => head[index] === byte);
}

/** Opens the export.xml entry of the zip at `path`. */
function openExportEntry(path: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(ValidationError.of('file', exportSourceMessages.notZip(error.message)));
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) return fail(openError);
      let found = false;
      zip.on('error', fail);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!EXPORT_ENTRY.test(entry.fileName)) return zip.readEntry();
        found = true;
        zip.openReadStream(entry, (streamError, stream) => (streamError ? fail(streamError) : resolve(stream)));
      });
      zip.on('end', () => {
        if (!found) reject(ValidationError.of('file', exportSourceMessages.noExportXml));
      });
      zip.readEntry();
    });
  });
}

/** export.xml's bytes from an upload of the zip or of the xml. */
export async function appleHealthExportSource(upload: AsyncIterable<Uint8Array>): Promise<ExportSource> {
  const iterator = upload[Symbol.asyncIterator]();
  let first = await iterator.next();
  // A zip is known by 4 bytes; gather them even from tiny chunks.
  let head: Uint8Array = first.done ? new Uint8Array() : first.value;
  while (head.length < ZIP_SIGNATURE.length && !first.done) {
    first = await iterator.next();
    if (!first.done) head = Buffer.concat([head, first.value]);
  }
  if (head.length === 0) throw ValidationError.of('file', exportSourceMessages.empty);
  const rest = first.done ? (async function* () {})()[Symbol.asyncIterator]() : iterator;
  if (!isZip(head)) return { chunks: prepend(head, rest), dispose: () => Promise.resolve() };

  const dir = await mkdtemp(join(tmpdir(), 'life-apple-health-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const path = join(dir, 'export.zip');
    await pipeline(prepend(head, rest), createWriteStream(path));
    const entry = await openExportEntry(path);
    return { chunks: unzipped(entry), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
