/**
 * The category worker (docs/large-catalogues.md, "A large category in a worker"): a large
 * category's JSON is parsed, sorted and searched here, off the page's thread. Everything it
 * does is in category-worker-protocol.ts, which the unit tests run in their own thread.
 */
import { categoryHandler, type WorkerAnswer, type WorkerRequest } from './category-worker-protocol';

const handle = categoryHandler((input, init) => fetch(input, init));
const scope = self as unknown as {
  onmessage: (event: MessageEvent<WorkerRequest>) => void;
  postMessage: (answer: WorkerAnswer) => void;
};
scope.onmessage = (event) => void handle(event.data).then((answer) => scope.postMessage(answer));
