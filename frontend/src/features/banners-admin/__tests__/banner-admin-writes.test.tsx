import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerKeys } from '@/lib/query-keys';
import { renderApp } from '@/testing/test-utils';
import {
  loginAsAdmin,
  charter,
  spares,
  refit,
  fakeBannerApi,
  calls,
  sentBody,
  png,
  expectToast,
  uploadInput,
  bannerList,
  openScreen,
} from './banner-admin-support';

afterEach(() => vi.restoreAllMocks());

describe('/admin/banners: creating, editing and deleting', () => {
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
      titleAr: '',
      descriptionAr: '',
      buttonTextAr: '',
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
      titleAr: '',
      descriptionAr: '',
      buttonTextAr: '',
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
