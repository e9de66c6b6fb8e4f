/**
 * The import API in memory for component tests: `fetch` answers GET /api/imports?kind= and POST
 * /api/imports/:id/undo; `FakeUpload` stands in for XMLHttpRequest (the upload route), so a test
 * reports progress and then answers like the server.
 */
import type { ImportBatchJson } from '@life/domain/imports/batch/api';
import type { HealthImportSummaryJson } from '@life/domain/imports/health-api';
import { vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../../test/render';

export function batch(overrides: Partial<ImportBatchJson> = {}): ImportBatchJson {
  return {
    id: 'i1',
    kind: 'apple-health',
    fileName: 'export.zip',
    accountId: null,
    status: 'completed',
    added: 4,
    skipped: 0,
    rejected: [],
    rejectedCount: 0,
    skippedRows: [],
    removed: null,
    startedAt: '2026-11-23T21:00:00.000Z',
    completedAt: '2026-11-23T21:00:05.000Z',
    undoneAt: null,
    ...overrides,
  };
}

export function fakeImportsApi(initial: ImportBatchJson[] = []) {
  const state = { batches: [...initial], requests: [] as string[] };
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (method !== 'GET') state.requests.push(`${method} ${url.pathname}`);
    const undo = /^\/api\/imports\/([^/]+)\/undo$/.exec(url.pathname);
    if (method === 'POST' && undo) {
      const found = state.batches.find((b) => b.id === undo[1]);
      if (!found) return Promise.resolve(jsonResponse(404, { error: 'Import not found' }));
      Object.assign(found, { status: 'undone', removed: found.added, undoneAt: '2026-11-23T21:05:00.000Z' });
      return Promise.resolve(jsonResponse(200, found));
    }
    if (method === 'GET' && url.pathname === '/api/imports') {
      const kind = url.searchParams.get('kind');
      return Promise.resolve(
        jsonResponse(
          200,
          state.batches.filter((b) => !kind || b.kind === kind),
        ),
      );
    }
    return Promise.resolve(jsonResponse(200, []));
  });
  return { state, fetch };
}

/** The uploads sent, newest last; `respond` answers the latest. */
export const uploads: FakeUpload[] = [];

export class FakeUpload {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(): string | null {
    return null;
  }
  send(body: unknown) {
    this.body = body;
    uploads.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: HealthImportSummaryJson | { error: string; fields?: Record<string, string> }) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
