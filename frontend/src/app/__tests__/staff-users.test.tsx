import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubUser } from '@/features/users/api/sub-users';
import { renderApp, stubApi } from '@/testing/test-utils';

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };

function loginAsAdmin() {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
}

function subUser(overrides: Partial<SubUser> = {}): SubUser {
  return {
    id: 'user_1',
    name: 'Sara Ahmed',
    username: 'sara_a',
    role: 'sub_user',
    isActive: true,
    createdAt: '2025-03-04T10:00:00Z',
    updatedAt: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

/** A fake sub-users API over an in-memory list; returns the fetch mock. */
function fakeApi(initial: SubUser[], overrides: Record<string, unknown> = {}) {
  let list = [...initial];
  const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
  const byId: Record<string, unknown> = {};
  for (const u of initial) {
    byId[`PATCH /api/admin/sub-users/${u.id}`] = (_: string, init: RequestInit | undefined) => {
      const patch = body(init);
      list = list.map((x) => (x.id === u.id ? { ...x, ...patch } : x));
      return Response.json(list.find((x) => x.id === u.id));
    };
    byId[`DELETE /api/admin/sub-users/${u.id}`] = () => {
      list = list.filter((x) => x.id !== u.id);
      return new Response(null, { status: 204 });
    };
  }
  return stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/admin/sub-users': () => Response.json(list),
    'POST /api/admin/sub-users': (_: string, init: RequestInit | undefined) => {
      const { password: _pw, ...rest } = body(init);
      const created = subUser({ id: `user_${list.length + 10}`, ...(rest as Partial<SubUser>) });
      list = [created, ...list];
      return Response.json(created, { status: 201 });
    },
    'POST /api/admin/logout': new Response(null, { status: 204 }),
    'GET /api/products/recent/6': [],
    'GET /api/banners/active': [],
    ...byId,
    ...overrides,
  });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('/admin/users: Sub-User Management', () => {
  it('lists the sub-users with the count, dates, status and actions', async () => {
    loginAsAdmin();
    fakeApi([subUser(), subUser({ id: 'user_2', name: 'Omar K', username: 'omar_k', isActive: false })]);
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Sub-User Management', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sub-Users (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Username', 'Status', 'Created', 'Actions']);
    const row = within(table).getByRole('row', { name: /Sara Ahmed/ });
    const [username, status, created] = within(row).getAllByRole('cell');
    expect(username).toHaveTextContent('sara_a');
    expect(status).toHaveTextContent(/^Active$/);
    expect(created).toHaveTextContent('4 Mar 2025');
    expect(within(row).getByRole('button', { name: 'Edit sara_a' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete sara_a' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Omar K/ })).toHaveTextContent('Inactive');
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Create Sub-User' })).not.toBeInTheDocument(); // form hidden
  });

  it('shows the loading state, then the empty text', async () => {
    loginAsAdmin();
    let release: (r: Response) => void = () => {};
    fakeApi([], {
      'GET /api/admin/sub-users': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderApp('/admin/users');
    expect(await screen.findByText('Loading sub-users...')).toBeInTheDocument();
    release(Response.json([]));
    expect(
      await screen.findByText('No sub-users created yet. Add your first sub-user to get started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sub-Users (0)' })).toBeInTheDocument();
  });

  it('validates on submit with the spec messages and revalidates on change', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([]);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Sub-User' }));
    expect(screen.getByRole('heading', { name: 'Add New Sub-User' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Sub-User' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');

    // revalidate on change: each keystroke updates the message
    await user.type(screen.getByLabelText(/Full Name/), 'S');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full Name/), 'a');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText(/Username/), 'sa');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), '-x');
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), '12345');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    expect(calls(fetchMock, 'POST', '/api/admin/sub-users')).toHaveLength(0);
  });

  it('creates a sub-user: posts, toasts, closes the form and refreshes the list', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([]);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Sub-User' }));
    await user.type(screen.getByLabelText(/Full Name/), ' Nadia Rahman ');
    await user.type(screen.getByLabelText(/Username/), 'nadia_r');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Create Sub-User' }));

    expect(await notifications().findByText('Sub-user created successfully!')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST', '/api/admin/sub-users');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      name: 'Nadia Rahman',
      username: 'nadia_r',
      password: 'secret-pw',
      isActive: true,
    });
    expect(await screen.findByRole('heading', { name: 'Sub-Users (1)' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Nadia Rahman/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add New Sub-User' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/admin/sub-users').length).toBe(2); // invalidated, fetched again
  });

  it('shows the server message when creating fails, and marks the field', async () => {
    loginAsAdmin();
    fakeApi([], {
      'POST /api/admin/sub-users': Response.json({ message: 'Username is already taken' }, { status: 409 }),
    });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Sub-User' }));
    await user.type(screen.getByLabelText(/Full Name/), 'Nadia');
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Create Sub-User' }));
    expect(await notifications().findByText('Username is already taken')).toBeInTheDocument();
    expect(notifications().getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Add New Sub-User' })).toBeInTheDocument(); // stays open
  });

  it("falls back to 'Failed to create sub-user' without a server message", async () => {
    loginAsAdmin();
    fakeApi([], { 'POST /api/admin/sub-users': new Response('', { status: 500 }) });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Sub-User' }));
    await user.type(screen.getByLabelText(/Full Name/), 'Nadia');
    await user.type(screen.getByLabelText(/Username/), 'nadia_r');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Create Sub-User' }));
    expect(await notifications().findByText('Failed to create sub-user')).toBeInTheDocument();
  });

  it('edits without a password (blank keeps it) and can deactivate', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([subUser()]);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sara_a' }));
    expect(screen.getByRole('heading', { name: 'Edit Sub-User' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Sara Ahmed');
    expect(screen.getByLabelText(/Username/)).toHaveValue('sara_a');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');

    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'Sara A. Ahmed');
    await user.click(screen.getByLabelText(/Active/));
    await user.click(screen.getByRole('button', { name: 'Update Sub-User' }));

    expect(await notifications().findByText('Sub-user updated successfully!')).toBeInTheDocument();
    const [patch] = calls(fetchMock, 'PATCH', '/api/admin/sub-users/user_1');
    expect(JSON.parse(String(patch![1]!.body))).toEqual({
      name: 'Sara A. Ahmed',
      username: 'sara_a',
      isActive: false,
    });
    const row = await screen.findByRole('row', { name: /Sara A\. Ahmed/ });
    expect(row).toHaveTextContent('Inactive');
    expect(screen.queryByRole('heading', { name: 'Edit Sub-User' })).not.toBeInTheDocument();
  });

  it('sends a new password on edit when one is typed; too short is refused', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([subUser()]);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sara_a' }));
    await user.type(screen.getByLabelText(/New Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update Sub-User' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New Password/), 'defg');
    await user.click(screen.getByRole('button', { name: 'Update Sub-User' }));
    expect(await notifications().findByText('Sub-user updated successfully!')).toBeInTheDocument();
    const [patch] = calls(fetchMock, 'PATCH', '/api/admin/sub-users/user_1');
    expect(JSON.parse(String(patch![1]!.body))).toMatchObject({ password: 'abcdefg' });
  });

  it("shows 'Failed to update sub-user' and keeps the form open when updating fails", async () => {
    loginAsAdmin();
    fakeApi([subUser()], { 'PATCH /api/admin/sub-users/user_1': new Response(null, { status: 502 }) });
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sara_a' }));
    await user.click(screen.getByRole('button', { name: 'Update Sub-User' }));
    expect(await notifications().findByText('Failed to update sub-user')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Sub-User' })).toBeInTheDocument();
  });

  it('cancel closes the form without a call', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([subUser()]);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sara_a' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Edit Sub-User' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'PATCH', '/api/admin/sub-users/user_1')).toHaveLength(0);
  });

  it('asks for confirmation before deleting; cancelling keeps the sub-user', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([subUser()]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete sara_a' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Sara Ahmed'));
    expect(calls(fetchMock, 'DELETE', '/api/admin/sub-users/user_1')).toHaveLength(0);
    expect(screen.getByRole('row', { name: /Sara Ahmed/ })).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete sara_a' }));
    expect(await notifications().findByText('Sub-user deleted successfully!')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/admin/sub-users/user_1')).toHaveLength(1);
    expect(
      await screen.findByText('No sub-users created yet. Add your first sub-user to get started.'),
    ).toBeInTheDocument();
  });

  it('shows the server message, or the fallback, when deleting fails', async () => {
    loginAsAdmin();
    fakeApi([subUser()], {
      'DELETE /api/admin/sub-users/user_1': Response.json({ message: 'Sub-user not found' }, { status: 404 }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete sara_a' }));
    expect(await notifications().findByText('Sub-user not found')).toBeInTheDocument();

    fakeApi([subUser()], { 'DELETE /api/admin/sub-users/user_1': new Response('', { status: 500 }) });
    await user.click(screen.getByRole('button', { name: 'Delete sara_a' }));
    expect(await notifications().findByText('Failed to delete sub-user')).toBeInTheDocument();
  });

  it('logs out locally only (no server call), clears the session and goes home', async () => {
    loginAsAdmin();
    const fetchMock = fakeApi([subUser()]);
    const { router } = renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('adminAuthenticated')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/admin/logout')).toHaveLength(0);
  });

  it('sends a sub-user to /sub-user', async () => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify({ username: 'sam_s', role: 'sub_user' }));
    const fetchMock = fakeApi([], { 'GET /api/admin/session': { user: { username: 'sam_s', role: 'sub_user' } } });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByText('Welcome, sam_s')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sub-user');
    expect(calls(fetchMock, 'GET', '/api/admin/sub-users')).toHaveLength(0);
  });
});
