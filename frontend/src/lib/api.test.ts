import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, apiUrl, mediaUrl, onUnauthorized } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('apiRequest', () => {
  it('turns a non-OK response into "<status>: <body text>"', async () => {
    stubFetch(new Response('{"message":"Product not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await api.get('/api/products/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Product not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Product not found');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(api.get('/api/products')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('has no server message for a non-JSON body', async () => {
    stubFetch(new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: upstream timed out');
    expect(error.serverMessage).toBeUndefined();
  });

  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{"user":{"username":"admin"}}', { status: 200 }));
    const result = await api.post('/api/admin/login', { username: 'admin', password: 'pw' });
    expect(result).toEqual({ user: { username: 'admin' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ username: 'admin', password: 'pw' }));
  });

  it('sends credentials on a GET without a body or content type, and parses the JSON', async () => {
    const fetchMock = stubFetch(Response.json([{ id: 'p1' }]));
    await expect(api.get('/api/products/recent/6')).resolves.toEqual([{ id: 'p1' }]);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    const fetchMock = stubFetch(Response.json({ urls: [] }, { status: 201 }));
    const form = new FormData();
    form.append('images', new Blob(['x']), 'a.png');
    await apiRequest('POST', '/api/upload', form);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('returns undefined for an empty OK body (204)', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/products/p1')).resolves.toBeUndefined();
  });

  it('tells onUnauthorized listeners about a 401 (with the path), and still throws', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    stubFetch(Response.json({ message: 'Authentication required' }, { status: 401 }));
    const error = await api.get('/api/admin/sub-users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(listener).toHaveBeenCalledWith('/api/admin/sub-users');

    stubFetch(Response.json({ message: 'Forbidden' }, { status: 403 }));
    await api.get('/api/admin/sub-users').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    stubFetch(Response.json({ message: 'Authentication required' }, { status: 401 }));
    await api.get('/api/admin/session').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('runtime API origin', () => {
  it('uses the same origin by default', () => {
    expect(apiUrl('/api/products')).toBe('/api/products');
    expect(mediaUrl('/uploads/demo/a.jpg')).toBe('/uploads/demo/a.jpg');
  });

  it('prefixes API paths and uploaded media with window.__APP_CONFIG__.apiBaseUrl', async () => {
    window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.test/' };
    expect(apiUrl('/api/products')).toBe('https://api.example.test/api/products');
    expect(mediaUrl('/uploads/demo/a.jpg')).toBe('https://api.example.test/uploads/demo/a.jpg');
    expect(mediaUrl('https://cdn.example.test/a.jpg')).toBe('https://cdn.example.test/a.jpg');
    const fetchMock = stubFetch(Response.json([]));
    await api.get('/api/banners/active');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.test/api/banners/active');
  });
});
