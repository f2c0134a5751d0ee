import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { notifications, loginAsAdmin, subUser, fakeApi, calls } from './staff-users-support';

describe('/admin/users: editing, deleting and signing out', () => {
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
