/**
 * The one HTTP client of the app (docs/frontend.md, "Requests and failures"):
 * - every request sends credentials (the session cookie), also across origins;
 * - a body is sent as JSON with a JSON content type (FormData goes as multipart);
 * - a non-OK response becomes an Error "<status>: <body text or status text>".
 * The API origin comes from the runtime config (`window.__APP_CONFIG__.apiBaseUrl`,
 * "" = same origin).
 */
import { getRuntimeConfig } from '@/config/runtime';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` (or `error`) field of a JSON error body, if there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (typeof parsed === 'object' && parsed !== null) {
        const { message, error } = parsed as { message?: unknown; error?: unknown };
        if (typeof message === 'string' && message) return message;
        if (typeof error === 'string' && error) return error;
      }
    } catch {
      // not JSON: no server message
    }
    return undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Absolute URL of an API path ("/api/..."), honouring the configured API origin. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${getRuntimeConfig().apiBaseUrl}${path}`;
}

/**
 * URL of a stored image. Uploaded media ("/uploads/...") lives with the API, so when
 * the API is on another origin the path is resolved against it; other URLs pass through.
 */
export function mediaUrl(url: string): string {
  return url.startsWith('/uploads/') ? apiUrl(url) : url;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called with the request path whenever the API answers 401 (no valid session: expired,
 * logged out elsewhere, user deactivated). The staff area uses it to fall back to the
 * login form; a failed login itself also answers 401, so listeners see the path.
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Tells the listeners of `onUnauthorized` (for requests made without `apiRequest`, e.g. an XHR upload). */
export function notifyUnauthorized(path: string): void {
  unauthorizedListeners.forEach((l) => l(path));
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
}

/** Sends a request and returns the (OK) response; throws ApiError otherwise. */
export async function apiRequest(
  method: Method,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(apiUrl(path), {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: init.signal,
  });
  if (res.status === 401) notifyUnauthorized(path);
  await throwIfResNotOk(res);
  return res;
}

/** Parsed JSON of an OK response; undefined for an empty body (e.g. 204). */
async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(path: string, init?: { signal?: AbortSignal }) =>
    json<T>(await apiRequest('GET', path, undefined, init)),
  post: async <T>(path: string, body?: unknown) => json<T>(await apiRequest('POST', path, body)),
  patch: async <T>(path: string, body?: unknown) => json<T>(await apiRequest('PATCH', path, body)),
  delete: async <T = void>(path: string) => json<T>(await apiRequest('DELETE', path)),
};
