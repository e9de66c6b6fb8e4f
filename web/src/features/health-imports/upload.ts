/**
 * Sends a file as the raw body of an import route with upload progress (XMLHttpRequest: fetch
 * reports none). Same headers and errors as `apiFetch`: cookies, bearer, X-Time-Zone, X-Position,
 * `ApiError` with the `{ error, fields }` body.
 */
import { assertWritable } from '../../api/as-of';
import { ApiError, type ApiErrorBody } from '../../api/fetch';
import { appStore, authTokenAtom, notePosition } from '../../api/store';
import { browserTimeZone } from '../../api/time-zone';

/** 0..1 of the file sent; the server reads it as it arrives, so this is the import's progress too. */
export type UploadProgress = (sent: number) => void;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function uploadFile<T>(path: string, file: Blob, contentType: string, onProgress: UploadProgress): Promise<T> {
  assertWritable();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', contentType);
    request.setRequestHeader('X-Time-Zone', browserTimeZone());
    const token = appStore.get(authTokenAtom);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('0: Network error', 0, null));
    request.onload = () => {
      notePosition(request.getResponseHeader('X-Position'));
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        const errorBody = body !== null && typeof body === 'object' ? (body as ApiErrorBody) : null;
        reject(new ApiError(`${request.status}: ${request.responseText}`, request.status, errorBody));
      }
    };
    request.send(file);
  });
}
