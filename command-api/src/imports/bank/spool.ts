/**
 * An upload read more than once (issue 25): a bank import reads its file first for the rows it
 * plans with, then again for what it writes, a chunk at a time, so no pass holds every row's
 * draft. The first read streams the request body and writes each chunk to a temporary file as it
 * goes; later reads stream that file (bytes, never the parsed rows). `remove` deletes the file.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpooledUpload {
  /** The upload's bytes: the first call streams the request body, later calls the copy of all of it. */
  read(): AsyncIterable<Uint8Array>;
  remove(): Promise<void>;
}

/** Chunks of a re-read: big enough that a 100,000-row file is a few dozen reads. */
const READ_CHUNK_BYTES = 256 * 1024;

export async function spoolUpload(upload: AsyncIterable<Uint8Array>): Promise<SpooledUpload> {
  const dir = await mkdtemp(join(tmpdir(), 'life-upload-'));
  const path = join(dir, 'upload');
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'w');
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const source = upload[Symbol.asyncIterator]();
  let streamed = false;
  let complete = false;

  const close = async () => {
    const handle = file;
    file = undefined;
    await handle?.close();
  };
  /** The next chunk of the body, written aside first; undefined at its end. */
  const nextChunk = async (): Promise<Uint8Array | undefined> => {
    if (complete) return undefined;
    const next = await source.next();
    if (next.done) {
      complete = true;
      await close();
      return undefined;
    }
    await file!.write(next.value);
    return next.value;
  };
  async function* firstRead(): AsyncGenerator<Uint8Array> {
    for (let chunk = await nextChunk(); chunk !== undefined; chunk = await nextChunk()) yield chunk;
  }
  async function* reread(): AsyncGenerator<Uint8Array> {
    // A first reader that stopped early (none does today) leaves the rest of the body to copy.
    while ((await nextChunk()) !== undefined);
    yield* createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }) as AsyncIterable<Buffer>;
  }
  return {
    read() {
      if (streamed) return reread();
      streamed = true;
      return firstRead();
    },
    async remove() {
      await close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
