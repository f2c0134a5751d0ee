import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerKeys } from '@/lib/query-keys';
import { installFetchBackedXhr } from '@/testing/fetch-backed-xhr';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { Banner } from '@/types/api';

const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };

function loginAsAdmin() {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
}

const makeBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 'banner_1',
  title: 'Charter Season',
  description: 'Charter Season',
  buttonText: 'Learn More',
  buttonLink: '/category/vessel-chartering',
  backgroundColor: 'gradient-ocean',
  iconClass: 'fas fa-anchor',
  image: '/uploads/banners/one.png',
  isActive: true,
  displayOrder: 1,
  timestamp: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const charter = makeBanner();
const spares = makeBanner({
  id: 'banner_2',
  title: 'Spares Sale',
  description: 'Spares Sale',
  buttonLink: '',
  image: '/uploads/banners/two.png',
  displayOrder: 2,
  isActive: false,
});
const refit = makeBanner({ id: 'banner_3', title: 'Refit Offers', description: 'Refit Offers', displayOrder: 3 });

type Init = RequestInit | undefined;
const body = (init: Init) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** A fake banner API over an in-memory list (201/200/204 as the server answers). */
function fakeBannerApi(initial: Banner[], overrides: Record<string, unknown> = {}) {
  installFetchBackedXhr(); // the upload (XMLHttpRequest) goes through the fetch stub too
  let list = [...initial];
  const byId: Record<string, unknown> = {};
  for (const b of initial) {
    byId[`PATCH /api/banners/${b.id}`] = (_: string, init: Init) => {
      list = list.map((x) => (x.id === b.id ? { ...x, ...body(init) } : x));
      return Response.json(list.find((x) => x.id === b.id));
    };
    byId[`DELETE /api/banners/${b.id}`] = () => {
      list = list.filter((x) => x.id !== b.id);
      return new Response(null, { status: 204 });
    };
  }
  return stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'POST /api/admin/logout': new Response(null, { status: 204 }),
    'GET /api/banners': () => Response.json([...list].sort((a, b) => a.displayOrder - b.displayOrder)),
    'POST /api/banners': (_: string, init: Init) => {
      const created = makeBanner({ ...(body(init) as Partial<Banner>), timestamp: new Date().toISOString() });
      list = [...list, created];
      return Response.json(created, { status: 201 });
    },
    'POST /api/upload/banner': () => Response.json({ url: '/uploads/banners/new.png' }, { status: 201 }),
    ...byId,
    ...overrides,
  });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
const sentBody = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string, n = 0) =>
  JSON.parse(String(calls(fetchMock, method, url)[n]![1]!.body)) as Record<string, unknown>;

const png = (name: string, size = 3) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(description)).toBeInTheDocument();
  expect(notifications().getByText(title)).toBeInTheDocument();
};
const bannerForm = () => screen.getByRole('form', { name: /Create New Banner|Edit Banner/ });
const uploadInput = () => screen.getByLabelText(/(Upload|Replace) Banner Image/) as HTMLInputElement;
const bannerList = () => screen.getByRole('list', { name: 'Banners' });

async function openScreen() {
  renderApp('/admin/banners');
  expect(await screen.findByRole('heading', { name: 'Banner Administration', level: 1 })).toBeInTheDocument();
  return userEvent.setup();
}

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

  it('creates a banner: uploads, posts the fixed values, toasts, resets and refreshes the list', async () => {
    loginAsAdmin();
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    const fetchMock = fakeBannerApi([charter]);
    const user = await openScreen();
    expect(await screen.findByText('(1/3 banners used)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Banner Title/), 'Winter Refit');
    await user.type(screen.getByLabelText(/Link URL/), 'https://example.com/refit');
    await user.clear(screen.getByLabelText(/Display Order/));
    await user.type(screen.getByLabelText(/Display Order/), '2');
    await user.upload(uploadInput(), png('refit.png'));
    await expectToast('Success', 'Image uploaded successfully!');
    expect(screen.getByAltText('Banner preview')).toHaveAttribute('src', '/uploads/banners/new.png');
    const upload = calls(fetchMock, 'POST', '/api/upload/banner')[0]![1]!.body as FormData;
    expect((upload.get('file') as File).name).toBe('refit.png');

    await user.click(screen.getByRole('button', { name: 'Create Banner' }));
    await expectToast('Success', 'Banner created successfully!');
    expect(sentBody(fetchMock, 'POST', '/api/banners')).toEqual({
      id: 'banner_1700000000000',
      title: 'Winter Refit',
      description: 'Winter Refit',
      buttonText: 'Learn More',
      buttonLink: 'https://example.com/refit',
      backgroundColor: 'gradient-ocean',
      iconClass: 'fas fa-anchor',
      image: '/uploads/banners/new.png',
      isActive: true,
      displayOrder: 2,
    });
    expect(await within(bannerList()).findByRole('heading', { name: 'Winter Refit' })).toBeInTheDocument();
    expect(screen.getByText('(2/3 banners used)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Banner Title/)).toHaveValue('');
    expect(screen.getByLabelText(/Display Order/)).toHaveValue(1);
  });

  it("invalidates the public carousel's key (/api/banners/active) after a change", async () => {
    loginAsAdmin();
    fakeBannerApi([charter]);
    const { queryClient } = renderApp('/admin/banners');
    queryClient.setQueryData(bannerKeys.active(), [charter]);
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Delete Charter Season' }));
    await expectToast('Success', 'Banner deleted successfully!');
    await waitFor(() => expect(queryClient.getQueryState(bannerKeys.active())?.isInvalidated).toBe(true));
  });

  it('shows the limit toast instead of creating a fourth banner', async () => {
    loginAsAdmin();
    const fetchMock = fakeBannerApi([charter, spares, refit]);
    const user = await openScreen();
    expect(await screen.findByText('(3/3 banners used)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Banner Title/), 'Fourth');
    await user.upload(uploadInput(), png('four.png'));
    await expectToast('Success', 'Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: 'Create Banner' }));
    await expectToast(
      'Banner Limit Reached',
      'Maximum 3 banners allowed. Please delete an existing banner before creating a new one.',
    );
    expect(calls(fetchMock, 'POST', '/api/banners')).toHaveLength(0);
  });

  it('shows the limit toast when the server refuses with 409, and nothing for other create failures', async () => {
    loginAsAdmin();
    let answer = Response.json(
      { message: 'Maximum 3 banners allowed. Please delete an existing banner before creating a new one.' },
      { status: 409 },
    );
    fakeBannerApi([charter], { 'POST /api/banners': () => answer });
    const user = await openScreen();
    await screen.findByText('(1/3 banners used)');
    await user.type(screen.getByLabelText(/Banner Title/), 'Race');
    await user.upload(uploadInput(), png('race.png'));
    await expectToast('Success', 'Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: 'Create Banner' }));
    await expectToast(
      'Banner Limit Reached',
      'Maximum 3 banners allowed. Please delete an existing banner before creating a new one.',
    );

    answer = Response.json({ message: 'Internal error' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Create Banner' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Banner' })).toBeEnabled());
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(screen.queryByText('Banner created successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Banner Title/)).toHaveValue('Race'); // still in the form
  });

  it('edits a banner: loads its fields, patches, toasts and returns to create mode; cancel too', async () => {
    loginAsAdmin();
    const fetchMock = fakeBannerApi([charter, spares]);
    const user = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Spares Sale' }));
    expect(screen.getByRole('heading', { name: 'Edit Banner' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Banner Title/)).toHaveValue('Spares Sale');
    expect(screen.getByLabelText(/Link URL/)).toHaveValue('');
    expect(screen.getByLabelText(/Display Order/)).toHaveValue(2);
    expect(screen.getByAltText('Banner preview')).toHaveAttribute('src', '/uploads/banners/two.png');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Create New Banner' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Banner Title/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Spares Sale' }));
    const title = screen.getByLabelText(/Banner Title/);
    await user.clear(title);
    await user.type(title, 'Big Spares Sale');
    await user.clear(screen.getByLabelText(/Display Order/));
    await user.type(screen.getByLabelText(/Display Order/), '3');
    await user.click(screen.getByRole('button', { name: 'Update Banner' }));
    await expectToast('Success', 'Banner updated successfully!');
    expect(sentBody(fetchMock, 'PATCH', '/api/banners/banner_2')).toEqual({
      title: 'Big Spares Sale',
      description: 'Big Spares Sale',
      buttonText: 'Learn More',
      buttonLink: '/',
      backgroundColor: 'gradient-ocean',
      iconClass: 'fas fa-anchor',
      image: '/uploads/banners/two.png',
      isActive: true,
      displayOrder: 3,
    });
    expect(await within(bannerList()).findByRole('heading', { name: 'Big Spares Sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create New Banner' })).toBeInTheDocument();
  });

  it("shows 'Failed to update banner. Please try again.' when the update fails", async () => {
    loginAsAdmin();
    fakeBannerApi([charter], {
      'PATCH /api/banners/banner_1': Response.json({ message: 'boom' }, { status: 500 }),
    });
    const user = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit Charter Season' }));
    await user.click(screen.getByRole('button', { name: 'Update Banner' }));
    await expectToast('Error', 'Failed to update banner. Please try again.');
    expect(screen.getByRole('heading', { name: 'Edit Banner' })).toBeInTheDocument();
  });

  it('deletes a banner only after confirmation; a failure toasts', async () => {
    loginAsAdmin();
    const fetchMock = fakeBannerApi([charter, spares]);
    const user = await openScreen();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(await screen.findByRole('button', { name: 'Delete Charter Season' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the banner "Charter Season"?');
    expect(calls(fetchMock, 'DELETE', '/api/banners/banner_1')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Charter Season' }));
    await expectToast('Success', 'Banner deleted successfully!');
    await waitFor(() =>
      expect(within(bannerList()).queryByRole('heading', { name: 'Charter Season' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('(1/3 banners used)')).toBeInTheDocument();
  });

  it("shows 'Failed to delete banner. Please try again.' when the delete fails", async () => {
    loginAsAdmin();
    fakeBannerApi([charter], { 'DELETE /api/banners/banner_1': Response.json({ message: 'x' }, { status: 500 }) });
    const user = await openScreen();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Delete Charter Season' }));
    await expectToast('Error', 'Failed to delete banner. Please try again.');
    expect(within(bannerList()).getByRole('heading', { name: 'Charter Season' })).toBeInTheDocument();
  });
});
