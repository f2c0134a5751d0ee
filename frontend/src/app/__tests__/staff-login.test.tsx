import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
}

describe('staff login', () => {
  it('shows the login form while logged out, and requires both fields', async () => {
    const fetchMock = stubApi({});
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs an admin in: stores the flag and user, greets, shows the screen', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      'POST /api/admin/login': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderApp('/admin');
    await fillAndSubmit('admin', 'secret-pw');

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    const init = fetchMock.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'secret-pw' });
    expect(init.credentials).toBe('include');

    release(Response.json({ user: { id: 'u1', name: 'Site Admin', username: 'admin', role: 'admin' } }));
    expect(await screen.findByRole('heading', { name: 'Product Administration' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toMatchObject({ name: 'Site Admin', username: 'admin' });
    expect(notifications().getByText('Access Granted')).toBeInTheDocument();
    expect(notifications().getByText('Welcome Site Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sub-Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Banner Admin' })).toHaveAttribute('href', '/admin/banners');
  });

  it('sends a sub-user to /sub-user', async () => {
    stubApi({ 'POST /api/admin/login': { user: { username: 'sam_s', role: 'sub_user' } } });
    const { router } = renderApp('/admin');
    await fillAndSubmit('sam_s', 'secret-pw');
    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sub-user');
    expect(screen.getByText('Welcome, sam_s')).toBeInTheDocument();
  });

  it('shows Access Denied with the server message', async () => {
    stubApi({
      'POST /api/admin/login': Response.json({ message: 'Too many attempts' }, { status: 429 }),
    });
    renderApp('/admin');
    await fillAndSubmit('admin', 'wrong');
    expect(await notifications().findByText('Access Denied')).toBeInTheDocument();
    expect(notifications().getByText('Too many attempts')).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(screen.getByRole('button', { name: 'Access Admin Panel' })).toBeEnabled();
  });

  it("falls back to 'Invalid credentials' without a server message", async () => {
    stubApi({ 'POST /api/admin/login': new Response('', { status: 401, statusText: 'Unauthorized' }) });
    renderApp('/admin');
    await fillAndSubmit('admin', 'wrong');
    expect(await notifications().findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('shows Error / Connection failed on a network failure', async () => {
    stubApi({
      'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/admin');
    await fillAndSubmit('admin', 'pw');
    expect(await notifications().findByText('Connection failed. Please try again.')).toBeInTheDocument();
    expect(notifications().getByText('Error')).toBeInTheDocument();
  });

  it('logs out: calls the server, clears the session and goes home', async () => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify({ name: 'Site Admin', username: 'admin', role: 'admin' }));
    const fetchMock = stubApi({
      'POST /api/admin/logout': new Response(null, { status: 204 }),
      'GET /api/products/recent/6': [],
      'GET /api/banners/active': [],
    });
    const { router } = renderApp('/admin/banners');
    expect(await screen.findByRole('heading', { name: 'Banner Administration' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/logout' && init?.method === 'POST')).toBe(
      true,
    );
  });
});
