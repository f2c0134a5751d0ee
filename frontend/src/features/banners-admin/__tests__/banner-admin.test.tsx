import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loginAsAdmin,
  charter,
  spares,
  fakeBannerApi,
  calls,
  png,
  notifications,
  bannerForm,
  uploadInput,
  bannerList,
  openScreen,
} from './banner-admin-support';

afterEach(() => vi.restoreAllMocks());

describe('/admin/banners: Banner Administration', () => {
  it('shows the links, the counter and the list with title, description, order and active', async () => {
    loginAsAdmin();
    fakeBannerApi([spares, charter]);
    await openScreen();
    expect(screen.getByRole('link', { name: 'Product Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Sub-Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByText('(2/3 banners used)')).toBeInTheDocument();

    const items = within(bannerList()).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Charter Season', 'Spares Sale']);
    expect(items[0]).toHaveTextContent('Order:1');
    expect(items[0]).toHaveTextContent('Active:Yes');
    expect(items[1]).toHaveTextContent('Order:2');
    expect(items[1]).toHaveTextContent('Active:No');
    expect(within(items[1]!).getByRole('button', { name: 'Edit Spares Sale' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Delete Spares Sale' })).toBeInTheDocument();
    // The form defaults: create mode, order 1, the image hint.
    expect(screen.getByRole('heading', { name: 'Create New Banner' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Display Order/)).toHaveValue(1);
    expect(screen.getByText(/Banner image is required/)).toBeInTheDocument();
    expect(screen.getByText(/1200x400/)).toBeInTheDocument();
  });

  it("shows 'Loading banners...' then 'No banners found.'", async () => {
    loginAsAdmin();
    let release: (r: Response) => void = () => {};
    fakeBannerApi([], {
      'GET /api/banners': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await openScreen();
    expect(await screen.findByText('Loading banners...')).toBeInTheDocument();
    release(Response.json([]));
    expect(await screen.findByText('No banners found.')).toBeInTheDocument();
    expect(screen.getByText('(0/3 banners used)')).toBeInTheDocument();
  });

  it('shows the validation messages on submit, tied to the fields, and revalidates on change', async () => {
    loginAsAdmin();
    const fetchMock = fakeBannerApi([]);
    const user = await openScreen();
    await screen.findByText('No banners found.');
    const order = screen.getByLabelText(/Display Order/);
    await user.clear(order);
    await user.type(order, '0');
    await user.type(screen.getByLabelText(/Link URL/), 'not a url');
    fireEvent.submit(bannerForm());

    const title = screen.getByLabelText(/Banner Title/);
    const titleError = await screen.findByText('Banner name is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(titleError.id);
    const linkError = screen.getByText('Must be a valid URL');
    expect(screen.getByLabelText(/Link URL/).getAttribute('aria-describedby')).toContain(linkError.id);
    const orderError = screen.getByText('Display order must be at least 1');
    expect(order.getAttribute('aria-describedby')).toContain(orderError.id);
    expect(screen.getByText('Please upload a banner image')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/banners')).toHaveLength(0);

    await user.type(title, 'Summer');
    expect(screen.queryByText('Banner name is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Link URL/));
    expect(screen.queryByText('Must be a valid URL')).not.toBeInTheDocument();
    await user.upload(uploadInput(), png('banner.png'));
    await waitFor(() => expect(screen.queryByText('Please upload a banner image')).not.toBeInTheDocument());
  });

  it('refuses a file of 10MB or more before uploading', async () => {
    loginAsAdmin();
    const fetchMock = fakeBannerApi([]);
    const user = await openScreen();
    await user.upload(uploadInput(), png('huge.png', 10 * 1024 * 1024));
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/upload/banner')).toHaveLength(0);
  });

  it('shows the server error text when the upload fails, or the fallback', async () => {
    loginAsAdmin();
    let answer = Response.json({ error: 'Unsupported image type' }, { status: 400 });
    fakeBannerApi([], { 'POST /api/upload/banner': () => answer });
    const user = await openScreen();
    await user.upload(uploadInput(), png('bad.png'));
    expect(await notifications().findByText('Unsupported image type')).toBeInTheDocument();
    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.upload(uploadInput(), png('bad.png'));
    expect(await notifications().findByText('Failed to upload image')).toBeInTheDocument();
    expect(screen.queryByAltText('Banner preview')).not.toBeInTheDocument();
  });

  it('shows the upload status and its progress in percent while it runs, then the preview', async () => {
    loginAsAdmin();
    let release: (r: Response) => void = () => {};
    fakeBannerApi([], {
      'POST /api/upload/banner': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = await openScreen();
    await user.upload(uploadInput(), png('banner.png'));
    expect(await screen.findByText('Uploading image...')).toBeInTheDocument();
    expect(screen.getByText('Uploading image...').closest('[role="status"]')).not.toBeNull();
    // the fake XHR reports a quarter sent before it asks the server
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(25));
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(uploadInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Banner' })).toBeDisabled();
    release(Response.json({ url: '/uploads/images/banner.png' }, { status: 201 }));
    expect(await screen.findByAltText('Banner preview')).toHaveAttribute('src', '/uploads/images/banner.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Uploading image...')).not.toBeInTheDocument();
    expect(uploadInput()).toBeEnabled();
  });
});
