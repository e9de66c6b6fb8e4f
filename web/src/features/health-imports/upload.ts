/**
 * Sends a file as the raw body of an import route with upload progress (XMLHttpRequest: fetch
 * reports none). The request and its answer are `apiFetch`'s (api/fetch.ts: `apiRequest` builds the
 * headers, `apiError` and `apiData` read the answer): cookies, bearer, X-Time-Zone, X-Position,
 * `ApiError` with the `{ error, fields }` body.
 */
import { apiData, apiError, ApiError, apiRequest } from '../../api/fetch';
import { notePosition } from '../../api/store';

/** 0..1 of the file sent; the server reads it as it arrives, so this is the import's progress too. */
export type UploadProgress = (sent: number) => void;

export function uploadFile<T>(path: string, file: Blob, contentType: string, onProgress: UploadProgress): Promise<T> {
  const { headers, sent } = apiRequest(path, 'POST', { contentType });
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('0: Network error', 0, null));
    request.onload = () => {
      notePosition(request.getResponseHeader('X-Position'), sent);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(apiData<T>(request.responseText));
      } else {
        reject(apiError(request.status, request.responseText || request.statusText));
      }
    };
    request.send(file);
  });
}
