import type { Context } from 'koa';
import { HttpError } from '../../http/errors';

export const uploadMessages = {
  tooLarge: (limit: number) => `The file is larger than ${Math.round(limit / (1024 * 1024))} MB`,
  encoding: 'Content-Encoding is not supported',
} as const;

/** The request body as it arrives, refused past `limit` bytes (413; the declared length is checked first). */
export function uploadChunks(ctx: Context, limit: number): AsyncIterable<Uint8Array> {
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding && encoding !== 'identity') throw new HttpError(415, uploadMessages.encoding);
  if (Number(ctx.get('Content-Length') || 0) > limit) {
    ctx.set('Connection', 'close');
    ctx.req.resume();
    throw new HttpError(413, uploadMessages.tooLarge(limit));
  }
  return (async function* () {
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        ctx.set('Connection', 'close');
        throw new HttpError(413, uploadMessages.tooLarge(limit));
      }
      yield chunk;
    }
  })();
}

/**
 * Runs `work`, which reads the upload; when it fails before reading it all (a bad file is known
 * from its first bytes), the rest is drained so the client, still sending, gets the answer.
 */
export async function withUploadDrainedOnError<T>(ctx: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!ctx.req.readableEnded) {
      ctx.set('Connection', 'close');
      ctx.req.resume();
    }
    throw error;
  }
}
