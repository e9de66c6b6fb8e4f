import { spawn } from 'node:child_process';
import type { IncomingMessage, Server } from 'node:http';
import { serverTimed } from './server-time';
import { percentile, round } from './types';

/**
 * The same GETs from a client in another process, as a browser is: the bench's own client shares the
 * server's thread, so while a large body is written its fetch reads the socket on that thread too,
 * and the server's time to its last byte includes the client's work. Both figures here come without
 * it: the server's time (arrival to last byte written) and the client's, to the last byte read.
 */
export async function timedFromAnotherProcess(
  server: Server,
  baseUrl: string,
  path: string,
  cookie: string,
  warmups: number,
  runs: number,
): Promise<{ serverTime: { p50Ms: number; p95Ms: number }; toLastByte: { p50Ms: number; p95Ms: number } }> {
  const served = await serverTimed(server, path, warmups, () => clientRuns(baseUrl + path, cookie, warmups, runs));
  const times = served.result.slice(warmups);
  return {
    serverTime: { p50Ms: served.p50Ms, p95Ms: served.p95Ms },
    toLastByte: { p50Ms: round(percentile(times, 50), 2), p95Ms: round(percentile(times, 95), 2) },
  };
}

/** The Cookie header the bench's client sends with its next request to `server`. */
export function cookieOfNextRequest(server: Server): Promise<string> {
  return new Promise((resolve) => {
    const onRequest = (request: IncomingMessage) => {
      server.off('request', onRequest);
      resolve(request.headers.cookie ?? '');
    };
    server.prependListener('request', onRequest);
  });
}

// Sequential GETs over one kept-alive connection (fetch's default), each timed to its body's last byte.
const CLIENT = `
const [url, cookie, count] = process.argv.slice(1);
const times = [];
for (let i = 0; i < Number(count); i++) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(url + ': ' + response.status);
  await response.arrayBuffer();
  times.push(performance.now() - started);
}
process.stdout.write(JSON.stringify(times));
`;

function clientRuns(url: string, cookie: string, warmups: number, runs: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, url, cookie, String(warmups + runs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`client exited ${code}`))));
  });
}
