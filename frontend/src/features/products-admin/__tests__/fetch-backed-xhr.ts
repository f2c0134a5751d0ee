import { vi } from 'vitest';

/**
 * An XMLHttpRequest for screen tests that sends through the (stubbed) global fetch, so the
 * uploads hit the same fake routes as every other call and show up in the fetch mock's
 * calls. Before the request it reports `progress` (sent fractions) on `xhr.upload`.
 * Only what api/upload.ts uses is implemented.
 */
export function installFetchBackedXhr({ progress = [0.25] }: { progress?: number[] } = {}) {
  class FetchBackedXhr extends EventTarget {
    readonly upload = new EventTarget();
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: FormData) {
      void (async () => {
        const total = 1000;
        for (const fraction of progress) {
          await Promise.resolve();
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded: fraction * total, total }),
          );
        }
        let response: Response;
        try {
          response = await fetch(this.url, {
            method: this.method,
            headers: this.headers,
            body,
            credentials: this.withCredentials ? 'include' : 'same-origin',
          });
        } catch {
          this.dispatchEvent(new ProgressEvent('error'));
          return;
        }
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.dispatchEvent(new ProgressEvent('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
