/**
 * The part of XMLHttpRequest that api/upload.ts uses, recording the request; subclasses
 * decide what `send` does (the unit test answers by hand, the screen tests through fetch).
 */
export abstract class FakeXhrBase extends EventTarget {
  readonly upload = new EventTarget();
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }

  /** Ends the request with an answer. */
  answer(status: number, statusText: string, text: string) {
    Object.assign(this, { status, statusText, responseText: text });
    this.dispatchEvent(new ProgressEvent('load'));
  }

  abstract send(body: unknown): void;
}
