import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { notifications, loginAsAdmin, subUser, fakeApi, calls } from './staff-users-support';

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

  it('validates on submit with the fixed messages (docs/behaviour.md) and revalidates on change', async () => {
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
});
