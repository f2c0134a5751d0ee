/**
 * A module worker asked by request id (docs/large-catalogues.md, "A large category in a
 * worker"): the page posts a request, the worker answers it with the request's id. A feature
 * writes its work as a pure handler (`answering`), its worker file `serve`s it, and its
 * page side asks through `workerClient`. Without a Worker (jsdom, in the unit tests), or if
 * the worker's script cannot start, the same handler runs in the page's thread, its answers
 * copied as a worker's are.
 */
import { ApiError } from './api';

/** An HTTP failure (the page makes its ApiError of it), or any other, by its message. */
export type Failure = { status: number; statusText: string; body: string } | { message: string };
export type Answer<T> = { id: number } & ({ ok: true; value: T } | { ok: false; failure: Failure });
type Asked<R> = R & { id: number };

const isFailure = (e: unknown): e is Failure =>
  typeof e === 'object' && e !== null && ('status' in e || 'message' in e) && !(e instanceof Error);

/** `work` as a worker answers: by the request's id, a thrown error as a Failure. */
export function answering<R, T>(work: (request: R) => Promise<T> | T) {
  return async (request: Asked<R>): Promise<Answer<T>> => {
    try {
      return { id: request.id, ok: true, value: await work(request) };
    } catch (e) {
      return { id: request.id, ok: false, failure: isFailure(e) ? e : { message: String((e as Error)?.message ?? e) } };
    }
  };
}

/** GETs JSON as the page's own requests do (lib/api.ts: with the session cookie); its size in bytes beside it. */
export async function fetchJson<T>(fetchFn: typeof fetch, url: string): Promise<{ value: T; bytes: number }> {
  const response = await fetchFn(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
  const bytes = await response.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  if (!response.ok) throw { status: response.status, statusText: response.statusText, body: text } satisfies Failure;
  return { value: JSON.parse(text) as T, bytes: bytes.byteLength };
}

/** In a worker's file: answers each message with `handle`. */
export function serve<R, T>(handle: (request: Asked<R>) => Promise<Answer<T>>) {
  const scope = self as unknown as {
    onmessage: (event: MessageEvent<Asked<R>>) => void;
    postMessage: (answer: Answer<T>) => void;
  };
  scope.onmessage = (event) => void handle(event.data).then((answer) => scope.postMessage(answer));
}

/**
 * The page's side: `start` makes the worker (on first use; one for the tab), `handler` makes
 * the same handler for this thread. Each call resolves with its answer's value or throws.
 */
export function workerClient<R, T>(start: () => Worker, handler: () => (request: Asked<R>) => Promise<Answer<T>>) {
  type Ask = (request: Asked<R>) => Promise<Answer<T>>;
  const inThisThread = (): Ask => {
    const handle = handler();
    return async (request) => structuredClone(await handle(structuredClone(request)));
  };
  const inWorker = (): Ask => {
    const worker = start();
    const waiting = new Map<number, { request: Asked<R>; answer: (a: Answer<T>) => void }>();
    worker.onmessage = (event: MessageEvent<Answer<T>>) => {
      waiting.get(event.data.id)?.answer(event.data);
      waiting.delete(event.data.id);
    };
    // The worker's script failed (not served, refused): this thread answers from now on.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      ask = inThisThread();
      for (const { request, answer } of waiting.values()) void ask(request).then(answer);
      waiting.clear();
    };
    return (request) =>
      new Promise((answer) => {
        waiting.set(request.id, { request, answer });
        worker.postMessage(request);
      });
  };

  let ask: Ask | undefined;
  let requests = 0;
  return async (request: R): Promise<T> => {
    ask ??= typeof Worker === 'undefined' ? inThisThread() : inWorker();
    const answer = await ask({ ...request, id: ++requests });
    if (answer.ok) return answer.value;
    const { failure } = answer;
    throw 'status' in failure ? new ApiError(failure.status, failure.statusText, failure.body) : new Error(failure.message);
  };
}
