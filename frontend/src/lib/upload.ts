/**
 * Multipart uploads with progress (the product images and the banner image).
 * fetch cannot report how much of a request body has been sent,
 * so uploads go through XMLHttpRequest, behaving like the app's api wrapper (lib/api.ts):
 * credentials included (also across origins), a non-OK answer becomes
 * ApiError "<status>: <body text or status text>", a 401 tells the `onUnauthorized` listeners.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiUrl, notifyUnauthorized } from '@/lib/api';

/** How much of the body has been sent: 0 to 1. */
export type OnProgress = (fraction: number) => void;

/** POSTs `form` (multipart) to an API path and resolves with the parsed JSON answer. */
export function postFormWithProgress<T>(path: string, form: FormData, onProgress?: OnProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      // Listening on xhr.upload must happen before send() (and makes a cross-origin
      // request preflighted, which the API answers).
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
      });
    }
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status === 401) notifyUnauthorized(path);
      if (xhr.status < 200 || xhr.status > 299) {
        reject(new ApiError(xhr.status, xhr.statusText, text));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new SyntaxError('The answer is not JSON'));
      }
    });
    // As fetch does: a network failure (no answer at all) is a TypeError.
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Network request timed out')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    xhr.send(form);
  });
}

/**
 * A mutation for an upload function that reports progress, and that progress in whole
 * percent (0 when an upload starts). Upload state: idle → uploading → idle.
 */
export function useUploadMutation<V, R>(upload: (variables: V, onProgress: OnProgress) => Promise<R>) {
  const [percent, setPercent] = useState(0);
  const mutation = useMutation({
    mutationFn: (variables: V) => {
      setPercent(0);
      return upload(variables, (fraction) => setPercent(Math.round(fraction * 100)));
    },
  });
  return { mutation, percent };
}
