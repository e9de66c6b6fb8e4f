import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { percentile, round } from './types';

/**
 * Server time of the requests to `path` made during `fn`: from the request's arrival to its last byte
 * handed to the socket (what an access log records), without the client's fetch and JSON.parse, which
 * HTTP figures include (the bench's client runs in the server's process, on the same thread). The
 * first `skip` requests (warm-ups) are left out.
 */
export async function serverTimed<T>(
  server: Server,
  path: string,
  skip: number,
  fn: () => Promise<T>,
): Promise<{ result: T; p50Ms: number; p95Ms: number }> {
  const times: number[] = [];
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url !== path) return;
    const arrived = performance.now();
    response.on('finish', () => times.push(performance.now() - arrived));
  };
  server.prependListener('request', onRequest);
  try {
    const result = await fn();
    const measured = times.slice(skip);
    return { result, p50Ms: round(percentile(measured, 50), 2), p95Ms: round(percentile(measured, 95), 2) };
  } finally {
    server.off('request', onRequest);
  }
}
