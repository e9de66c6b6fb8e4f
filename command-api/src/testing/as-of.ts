import { expect } from 'vitest';
import type { TestClient } from './test-app';

/** A moment strictly between two writes (the events' instants are milliseconds): what `?asOf=` names in the as-of route tests. */
export async function momentBetween(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const moment = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return moment;
}

/** A GET's 200 body, as of `asOf` when given, after the caller's write at `position` (X-Min-Position). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own JSON shape, as TestResponse.json()
export async function getAsOf(client: TestClient, path: string, asOf?: string, position?: string | null): Promise<any> {
  const url = asOf ? `${path}${path.includes('?') ? '&' : '?'}asOf=${encodeURIComponent(asOf)}` : path;
  const response = await client.get(url, position ? { 'X-Min-Position': position } : {});
  expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
  return response.json();
}
