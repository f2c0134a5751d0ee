import { vi } from 'vitest';
import { FakeXhrBase } from './fake-xhr';

/**
 * An XMLHttpRequest for screen tests that sends through the (stubbed) global fetch, so the
 * uploads hit the same fake routes as every other call and show up in the fetch mock's
 * calls. Before the request it reports `progress` (sent fractions) on `xhr.upload`.
 * Only what lib/upload.ts uses is implemented.
 */
export function installFetchBackedXhr({ progress = [0.25] }: { progress?: number[] } = {}) {
  class FetchBackedXhr extends FakeXhrBase {
    send(body: unknown) {
      void (async () => {
        const total = 1000;
        for (const fraction of progress) {
          await Promise.resolve();
          this.progress(fraction * total, total);
        }
        let response: Response;
        try {
          response = await fetch(this.url, {
            method: this.method,
            headers: this.headers,
            body: body as FormData,
            credentials: this.withCredentials ? 'include' : 'same-origin',
          });
        } catch {
          this.dispatchEvent(new ProgressEvent('error'));
          return;
        }
        this.answer(response.status, response.statusText, await response.text());
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
