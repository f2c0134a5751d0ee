import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productKeys } from '@/lib/query-keys';
import { renderApp } from '@/testing/test-utils';
import { anchor, calls, fakeProductApi, loginAs, ADMIN, png, pump, sentBody } from './fake-api';
import { noSpecs, expectToast, productForm, uploadInput, chosenImages, openAddForm } from './admin-products-support';

describe('/admin: adding, editing and deleting products', () => {
  it('adds a product: uploads images, posts the product body, toasts, closes and refreshes the lists', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([anchor]);
    const { queryClient } = renderApp('/admin');
    queryClient.setQueryData(productKeys.recent(6), [anchor]);
    queryClient.setQueryData(productKeys.category('marine-spares'), [anchor]);
    const user = await openAddForm();

    await user.upload(uploadInput(), [png('a.png'), png('b.png')]);
    await expectToast('Success!', 'Images uploaded successfully!');
    const form = calls(fetchMock, 'POST', '/api/upload')[0]![1]!.body as FormData;
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(chosenImages()).toHaveLength(2);
    expect(within(chosenImages()[0]!).getByText('Main')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Product Name/), '  Bilge Pump 12V ');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'vessel-chartering');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Submersible bilge pump, 12 V.');
    await user.type(screen.getByLabelText(/Price/), '350.5');
    await user.type(screen.getByLabelText('Length (m)'), '12.5');
    await user.selectOptions(screen.getByLabelText('Rate basis'), 'hour');
    await user.type(screen.getByLabelText('Minimum hours'), '3');
    await user.type(screen.getByLabelText('SKU'), ' BP-12 ');
    await user.type(screen.getByLabelText('Part numbers'), 'BP12V, 12-BP,');
    await user.click(screen.getByLabelText('In Stock'));
    await user.click(screen.getByLabelText('Visible on Website'));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await expectToast('Success!', 'Product added successfully.');
    const sent = sentBody(fetchMock, 'POST', '/api/products');
    expect(sent).toEqual({
      nameAr: '',
      descriptionAr: '',
      id: expect.stringMatching(/^product_\d+$/),
      name: 'Bilge Pump 12V',
      category: 'vessel-chartering',
      description: 'Submersible bilge pump, 12 V.',
      price: '350.5',
      image: '/uploads/up-1.png',
      images: ['/uploads/up-2.png'],
      inStock: false,
      isVisible: false,
      showContactForPricing: false,
      specs: { ...noSpecs('vessel-chartering'), lengthM: 12.5, rateBasis: 'hour', minimumHours: 3 },
      sku: 'BP-12',
      partNumbers: ['BP12V', '12-BP'],
      supersedes: [],
      fits: [],
      // A Vessel Chartering product without 'Charter terms' (docs/charter.md).
      charter: null,
    });
    expect(Number(String(sent.id).slice('product_'.length))).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Bilge Pump 12V/ })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/products')).toHaveLength(2);
    // the public lists are refreshed too
    expect(queryClient.getQueryState(productKeys.recent(6))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(productKeys.category('marine-spares'))?.isInvalidated).toBe(true);
  });

  it("sends '0.00' under 'Contact For Pricing'", async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([]);
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    await user.type(screen.getByLabelText(/Product Name/), 'Tug');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Harbour tug for hire.');
    await user.type(screen.getByLabelText(/Price/), '99');
    await user.click(screen.getByLabelText('Contact For Pricing'));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Success!', 'Product added successfully.');
    expect(sentBody(fetchMock, 'POST', '/api/products')).toMatchObject({ price: '0.00', showContactForPricing: true });
  });

  it("shows 'Failed to add product. Please try again.' and the server's field errors", async () => {
    loginAs(ADMIN);
    fakeProductApi([], {
      overrides: {
        'POST /api/products': Response.json(
          {
            message: 'Description must be at least 10 characters',
            errors: [{ field: 'description', message: 'Description must be at least 10 characters' }],
          },
          { status: 400 },
        ),
      },
    });
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    await user.type(screen.getByLabelText(/Product Name/), 'Pump');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Short');
    await user.type(screen.getByLabelText(/Price/), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Error', 'Failed to add product. Please try again.');
    expect(screen.getByLabelText(/Description(?! \(Arabic\))/)).toHaveAccessibleDescription(
      'Description must be at least 10 characters',
    );
    expect(productForm()).toBeInTheDocument(); // stays open
  });

  it("shows 'Failed to upload images. Please try again.' when the upload fails", async () => {
    loginAs(ADMIN);
    fakeProductApi([], {
      overrides: { 'POST /api/upload': Response.json({ message: 'File too large' }, { status: 413 }) },
    });
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('big.png'));
    await expectToast('Error', 'Failed to upload images. Please try again.');
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    expect(uploadInput()).toBeEnabled(); // idle again
  });

  it('shows progress while uploading', async () => {
    loginAs(ADMIN);
    let release: (r: Response) => void = () => {};
    fakeProductApi([], {
      overrides: {
        'POST /api/upload': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      },
    });
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    expect(await screen.findByText('Uploading images...')).toBeInTheDocument();
    expect(screen.getByText('Uploading images...').closest('[role="status"]')).not.toBeNull();
    // the fake XHR reports a quarter sent before it asks the server
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(25));
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(uploadInput()).toBeDisabled();
    release(Response.json({ urls: ['/uploads/x.png'] }, { status: 201 }));
    await waitFor(() => expect(screen.queryByText('Uploading images...')).not.toBeInTheDocument());
    expect(chosenImages()).toHaveLength(1);
  });

  it('edits: loads the product, merges its images, caps the list at 5 and saves', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([anchor, pump]);
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/products/product_1')).toHaveLength(1);
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Stainless Anchor 20kg');
    expect(screen.getByLabelText(/Price/)).toHaveValue(1250);
    expect(chosenImages().map((li) => li.querySelector('img')!.getAttribute('src'))).toEqual([
      '/uploads/a-main.png',
      '/uploads/a-2.png',
      '/uploads/a-3.png',
    ]);

    // 3 images + 3 chosen files: only 2 are sent, the list holds 5, the picker is disabled
    await user.upload(uploadInput(), [png('x.png'), png('y.png'), png('z.png')]);
    await expectToast('Success!', 'Images uploaded successfully!');
    const form = calls(fetchMock, 'POST', '/api/upload')[0]![1]!.body as FormData;
    expect(form.getAll('images')).toHaveLength(2);
    expect(chosenImages()).toHaveLength(5);
    expect(uploadInput()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove image 5' }));
    expect(uploadInput()).toBeDisabled(); // still 4
    await user.click(screen.getByRole('button', { name: 'Remove main image' }));
    expect(uploadInput()).toBeEnabled();

    await user.clear(screen.getByLabelText(/Product Name/));
    await user.type(screen.getByLabelText(/Product Name/), 'Stainless Anchor 25kg');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await expectToast('Success!', 'Product updated successfully.');
    expect(sentBody(fetchMock, 'PATCH', '/api/products/product_1')).toEqual({
      nameAr: '',
      descriptionAr: '',
      name: 'Stainless Anchor 25kg',
      category: 'marine-spares',
      description: anchor.description,
      price: '1250.00',
      image: '/uploads/a-2.png',
      images: ['/uploads/a-3.png', '/uploads/up-1.png'],
      inStock: true,
      isVisible: true,
      showContactForPricing: false,
      specs: noSpecs('marine-spares'),
      sku: '',
      partNumbers: [],
      supersedes: [],
      fits: [],
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Stainless Anchor 25kg/ })).toBeInTheDocument();
  });

  it("shows 'Failed to load product for editing.' when the product cannot be loaded", async () => {
    loginAs(ADMIN);
    fakeProductApi([anchor], { overrides: { 'GET /api/products/product_1': new Response('', { status: 500 }) } });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
    await expectToast('Error', 'Failed to load product for editing.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update product. Please try again.' and keeps the form open", async () => {
    loginAs(ADMIN);
    fakeProductApi([anchor], { overrides: { 'PATCH /api/products/product_1': new Response('', { status: 502 }) } });
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
    await user.click(await screen.findByRole('button', { name: 'Update Product' }));
    await expectToast('Error', 'Failed to update product. Please try again.');
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
  });

  it('deletes after confirmation; cancelling keeps the product', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([anchor, pump]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Raw Water Pump' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Raw Water Pump'));
    expect(calls(fetchMock, 'DELETE', '/api/products/product_3')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Raw Water Pump' }));
    await expectToast('Success!', 'Product deleted successfully.');
    expect(calls(fetchMock, 'DELETE', '/api/products/product_3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Raw Water Pump/ })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1 of 1 products')).toBeInTheDocument();
  });

  it("shows 'Failed to delete product. Please try again.' when deleting fails", async () => {
    loginAs(ADMIN);
    fakeProductApi([pump], { overrides: { 'DELETE /api/products/product_3': new Response('', { status: 500 }) } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Raw Water Pump' }));
    await expectToast('Error', 'Failed to delete product. Please try again.');
    expect(screen.getByRole('row', { name: /Raw Water Pump/ })).toBeInTheDocument();
  });
});
