import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asOfAtom, ReadOnlyError } from '../../api/as-of';
import { ApiError } from '../../api/fetch';
import { appStore, authTokenAtom, positionTokensAtom } from '../../api/store';
import { FakeUpload, uploads } from './testing/fake-imports-api';
import { uploadFile } from './upload';

beforeEach(() => {
  uploads.length = 0;
  appStore.set(authTokenAtom, null);
  appStore.set(positionTokensAtom, []);
  appStore.set(asOfAtom, null);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  appStore.set(asOfAtom, null);
  vi.unstubAllGlobals();
});

describe('uploadFile (an import with upload progress)', () => {
  it("sends apiFetch's headers with the file's type, reports progress and answers the JSON", async () => {
    appStore.set(authTokenAtom, 'tok');
    const progress: number[] = [];
    const answer = uploadFile<{ added: number }>('/api/imports/qif', new Blob(['!Type:Bank']), 'application/qif', (sent) =>
      progress.push(sent),
    );
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.withCredentials).toBe(true);
    expect(upload.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/qif',
      Authorization: 'Bearer tok',
      'X-Time-Zone': expect.any(String),
    });
    upload.progress(1, 4);
    upload.respond(201, { added: 3 } as never);
    await expect(answer).resolves.toEqual({ added: 3 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with an ApiError carrying the { error, fields } body', async () => {
    const answer = uploadFile('/api/imports/qif', new Blob(['x']), 'application/qif', () => undefined);
    uploads[0]!.respond(400, { error: 'Not a QIF file', fields: { file: 'Not a QIF file' } });
    const error: unknown = await answer.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { error: 'Not a QIF file', fields: { file: 'Not a QIF file' } } });
  });

  it('refuses to send while viewing the past, as every write does', () => {
    appStore.set(asOfAtom, '2024-01-01T00:00:00.000Z');
    expect(() => uploadFile('/api/imports/qif', new Blob(['x']), 'application/qif', () => undefined)).toThrow(ReadOnlyError);
    expect(uploads).toHaveLength(0);
  });
});
