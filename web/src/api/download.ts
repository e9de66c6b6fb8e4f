import { ApiError, type ApiErrorBody } from './fetch';
import { appStore, authTokenAtom, minPositionHeader, notePosition, positionTokensAtom } from './store';
import { browserTimeZone } from './time-zone';

export interface DownloadProgress {
  bytes: number;
  /** Lines received so far (events of an NDJSON export, rows of a CSV). */
  lines: number;
}

/**
 * GET a file the server streams (the exports) and hand it to the browser as a download, reporting
 * progress as the bytes arrive; the file's name comes from Content-Disposition. Errors are the
 * same ApiError as apiFetch's, so a 401 ends the session like any other call.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadProgress> {
  const headers: Record<string, string> = { 'X-Time-Zone': browserTimeZone() };
  const token = appStore.get(authTokenAtom);
  if (token) headers.Authorization = `Bearer ${token}`;
  const sent = appStore.get(positionTokensAtom);
  if (sent.length > 0) headers['X-Min-Position'] = minPositionHeader(sent);
  const response = await fetch(path, { headers, credentials: 'include' });
  notePosition(response.headers.get('X-Position'), sent);
  if (!response.ok || !response.body) {
    const text = await response.text();
    let body: ApiErrorBody | null;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      body = null;
    }
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, body);
  }

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    for (const byte of value) if (byte === 10) progress.lines++;
    onProgress({ ...progress });
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
  saveBlob(blob, fileName(response.headers.get('Content-Disposition')) ?? fallbackName);
  return progress;
}

function fileName(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
