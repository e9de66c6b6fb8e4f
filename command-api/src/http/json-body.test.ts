import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyBytes } from './json-body';

/** A Koa app answering what `bodies[path]` makes, with and without the middleware. */
const bodies: Record<string, () => unknown> = {
  '/object': () => ({ title: 'Café €', amount: '-12.30', nested: { list: [1, 'two', null] } }),
  '/array': () => Array.from({ length: 3000 }, (_, i) => ({ i, text: `row ${i} 🧾` })),
  '/large-text': () => 'x'.repeat(40_000) + 'é',
  '/bytes': () => Buffer.from('{"already":"bytes"}'),
  '/stream': () => Readable.from(['{"streamed":', 'true}']),
  '/empty-array': () => [],
};

async function serve(withMiddleware: boolean) {
  const app = new Koa();
  if (withMiddleware) app.use(jsonBodyBytes());
  app.use((ctx) => {
    if (ctx.path === '/none') {
      ctx.status = 204;
      return;
    }
    ctx.body = bodies[ctx.path]!();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('jsonBodyBytes', () => {
  let plain: Awaited<ReturnType<typeof serve>>;
  let encoded: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    [plain, encoded] = await Promise.all([serve(false), serve(true)]);
  });
  afterAll(() => {
    plain.server.close();
    encoded.server.close();
  });

  it.each([...Object.keys(bodies), '/none'])('answers %s as Koa does: the same bytes, status, type and length', async (path) => {
    const [expected, actual] = await Promise.all([fetch(plain.url + path), fetch(encoded.url + path)]);
    expect(actual.status).toBe(expected.status);
    for (const header of ['content-type', 'content-length', 'transfer-encoding'])
      expect(actual.headers.get(header), header).toBe(expected.headers.get(header));
    expect(Buffer.from(await actual.arrayBuffer()).equals(Buffer.from(await expected.arrayBuffer()))).toBe(true);
  });
});
