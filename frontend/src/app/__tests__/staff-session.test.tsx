import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const EXPIRED = () => Response.json({ message: 'Authentication required' }, { status: 401 });
const SARA = {
  id: 'user_1',
  name: 'Sara Ahmed',
  username: 'sara_a',
  role: 'sub_user',
  isActive: true,
  createdAt: '2025-03-04T10:00:00Z',
  updatedAt: '2025-03-04T10:00:00Z',
};

function storeAdmin(user: object = ADMIN) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('staff session: the server decides', () => {
  it('checks GET /api/admin/session on entering; a 401 clears the flag and shows the login form', async () => {
    storeAdmin();
    const fetchMock = stubApi({ 'GET /api/admin/session': EXPIRED });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sub-User Management' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/admin/sub-users')).toHaveLength(0);
  });

  it("a screen's 401 (session expired meanwhile) shows the login form; logging in again brings the screen back", async () => {
    storeAdmin();
    let expired = true;
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/sub-users': () => (expired ? EXPIRED() : Response.json([SARA])),
      'POST /api/admin/login': () => {
        expired = false;
        return Response.json({ user: ADMIN });
      },
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByRole('heading', { name: 'Sub-User Management' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Sara Ahmed/ })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBe('true');
  });

  it('a 401 answering a change (delete) shows the login form too', async () => {
    storeAdmin();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/sub-users': [SARA],
      'DELETE /api/admin/sub-users/user_1': EXPIRED,
    });
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete sara_a' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
  });

  it("replaces the stored user with the server's (a sub-user goes to /sub-user)", async () => {
    storeAdmin({ username: 'sam_s', name: 'Old Name', role: 'admin' });
    stubApi({ 'GET /api/admin/session': { user: { id: 'u9', name: 'Sam S', username: 'sam_s', role: 'sub_user' } } });
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Welcome, Sam S')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sub-user');
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toEqual({
      id: 'u9',
      name: 'Sam S',
      username: 'sam_s',
      role: 'sub_user',
    });
  });

  it('keeps the stored user when the session check cannot reach the server', async () => {
    storeAdmin();
    stubApi({ 'GET /api/admin/session': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/admin/banners');
    expect(await screen.findByRole('heading', { name: 'Banner Administration' })).toBeInTheDocument();
    expect(localStorage.getItem('adminAuthenticated')).toBe('true');
  });

  it('a failed login (401) is not taken for an expired session elsewhere', async () => {
    stubApi({ 'POST /api/admin/login': Response.json({ message: 'Invalid credentials' }, { status: 401 }) });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await notifications().findByText('Access Denied')).toBeInTheDocument();
    expect(notifications().getByText('Invalid credentials')).toBeInTheDocument();
  });

  it("a proxy's bare 5xx on login is a connection failure, not 'Access Denied'", async () => {
    stubApi({ 'POST /api/admin/login': new Response('<html>Bad Gateway</html>', { status: 502 }) });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await notifications().findByText('Connection failed. Please try again.')).toBeInTheDocument();
  });
});

describe('staff logout', () => {
  it('when the server call fails, only logs it and still logs out locally', async () => {
    storeAdmin();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/products/recent/6': [],
      'GET /api/banners/active': [],
    });
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('on /sub-user: greets, calls the server and goes home', async () => {
    storeAdmin({ name: '', username: 'sam_s', role: 'sub_user' });
    const fetchMock = stubApi({
      'GET /api/admin/session': { user: { name: '', username: 'sam_s', role: 'sub_user' } },
      'POST /api/admin/logout': new Response(null, { status: 204 }),
      'GET /api/products/recent/6': [],
      'GET /api/banners/active': [],
    });
    const { router } = renderApp('/sub-user');
    expect(await screen.findByText('Welcome, sam_s')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetchMock, 'POST', '/api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
  });
});

describe('unknown staff paths', () => {
  it.each(['/admin/nope', '/sub-user/x/y'])('%s shows the 404 page without the site header', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go Home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
