import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized } from '@/lib/api';
import { FakeXhrBase } from '@/testing/fake-xhr';
import { postFormWithProgress } from './upload';

/** A fake XMLHttpRequest driven by the test: it records the request, the test answers. */
class FakeXhr extends FakeXhrBase {
  static last: FakeXhr | undefined;
  body: unknown = undefined;
  sent = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }

  send(body: unknown) {
    this.body = body;
    this.sent = true;
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request made');
  return FakeXhr.last;
};
const form = () => {
  const f = new FormData();
  f.append('images', new File(['png'], 'a.png', { type: 'image/png' }));
  return f;
};

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('postFormWithProgress', () => {
  it('POSTs the form with credentials, reports the sent fraction and resolves with the JSON answer', async () => {
    const fractions: number[] = [];
    const body = form();
    const result = postFormWithProgress<{ urls: string[] }>('/api/upload', body, (f) => fractions.push(f));
    expect(xhr()).toMatchObject({ method: 'POST', url: '/api/upload', withCredentials: true, sent: true });
    expect(xhr().headers).toEqual({ Accept: 'application/json' });
    expect(xhr().body).toBe(body); // the browser sets the multipart boundary

    xhr().progress(0, 4000);
    xhr().progress(1000, 4000);
    xhr().progress(5, 0, false); // length unknown: nothing to report
    xhr().progress(4000, 4000);
    expect(fractions).toEqual([0, 0.25, 1]);

    xhr().answer(201, 'Created', '{"urls":["/uploads/images/0123.png"]}');
    await expect(result).resolves.toEqual({ urls: ['/uploads/images/0123.png'] });
  });

  it('uses the configured API origin', () => {
    window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.com' };
    void postFormWithProgress('/api/upload/banner', form()).catch(() => {});
    expect(xhr().url).toBe('https://api.example.com/api/upload/banner');
    expect(xhr().withCredentials).toBe(true);
  });

  it('turns a non-OK answer into ApiError "<status>: <body text>" with the server message', async () => {
    const result = postFormWithProgress('/api/upload/banner', form());
    xhr().answer(
      415,
      'Unsupported Media Type',
      '{"error":"Unsupported image type","message":"Unsupported image type"}',
    );
    const error = (await result.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('415: {"error":"Unsupported image type","message":"Unsupported image type"}');
    expect(error.status).toBe(415);
    expect(error.serverMessage).toBe('Unsupported image type');
  });

  it('falls back to the status text when the body is empty', async () => {
    const result = postFormWithProgress('/api/upload', form());
    xhr().answer(502, 'Bad Gateway', '');
    await expect(result).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('tells the onUnauthorized listeners about a 401', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    try {
      const result = postFormWithProgress('/api/upload', form());
      xhr().answer(401, 'Unauthorized', '{"message":"Authentication required"}');
      await expect(result).rejects.toThrow(/^401: /);
      expect(listener).toHaveBeenCalledWith('/api/upload');
    } finally {
      off();
    }
  });

  it('rejects with a TypeError when there is no answer (network error), as fetch does', async () => {
    const result = postFormWithProgress('/api/upload', form());
    xhr().dispatchEvent(new ProgressEvent('error'));
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects when an OK answer is not JSON', async () => {
    const result = postFormWithProgress('/api/upload', form());
    xhr().answer(201, 'Created', '<html>');
    await expect(result).rejects.toBeInstanceOf(SyntaxError);
  });

  it('resolves with undefined for an empty OK answer', async () => {
    const result = postFormWithProgress('/api/upload', form());
    xhr().answer(204, 'No Content', '');
    await expect(result).resolves.toBeUndefined();
  });
});
