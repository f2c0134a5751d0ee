import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productKeys } from '@/lib/query-keys';
import { specFieldsFor } from '@/lib/specs';
import { renderApp } from '@/testing/test-utils';
import { anchor, calls, fakeProductApi, loginAs, ADMIN, png, pump, sentBody, tug } from './fake-api';

/** The specs a form sends with none filled: every field of the category, null. */
const noSpecs = (category: string) => Object.fromEntries(specFieldsFor(category).map((f) => [f.key, null]));

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(description)).toBeInTheDocument();
  expect(notifications().getByText(title)).toBeInTheDocument();
};
const productForm = () => screen.getByRole('form', { name: /Add New Product|Edit Product/ });
const uploadInput = () => screen.getByLabelText(/Upload Images \(up to 4\)/) as HTMLInputElement;
const chosenImages = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem');

async function openAddForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
  return user;
}

describe('/admin: Product Administration', () => {
  it('shows the header links, the table and its columns, prices and statuses', async () => {
    loginAs(ADMIN);
    fakeProductApi([anchor, tug, pump]);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Product Administration', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sub-Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Banner Admin' })).toHaveAttribute('href', '/admin/banners');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'Category', 'Price', 'Status', 'Actions']);
    const tugRow = within(table).getByRole('row', { name: /Harbour Tug Charter/ });
    const [, category, price, status] = within(tugRow).getAllByRole('cell');
    expect(category).toHaveTextContent('Vessel Chartering');
    expect(price).toHaveTextContent('Contact For Pricing');
    expect(status).toHaveTextContent('Hidden');
    expect(status).toHaveTextContent('Out of Stock');
    const pumpCells = within(within(table).getByRole('row', { name: /Raw Water Pump/ })).getAllByRole('cell');
    expect(pumpCells[2]).toHaveTextContent(/AED\s*4,650\.50/);
    expect(pumpCells[3]).toHaveTextContent('Visible');
    expect(pumpCells[3]).toHaveTextContent('In Stock');
    expect(within(tugRow).getByRole('button', { name: 'Edit Harbour Tug Charter' })).toBeInTheDocument();
    expect(within(tugRow).getByRole('button', { name: 'Delete Harbour Tug Charter' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument(); // the form is collapsed
  });

  it('filters by category with the count text and its suffix', async () => {
    loginAs(ADMIN);
    fakeProductApi([anchor, tug, pump]);
    renderApp('/admin');
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by category');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Categories', 'Marine Supplies', 'Vessel Chartering', 'Vessel Sales & Purchase']);
    await user.selectOptions(filter, 'marine-spares');
    expect(screen.getByText('Showing 2 of 3 products in Marine Supplies')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Harbour Tug/ })).not.toBeInTheDocument();
    await user.selectOptions(filter, 'vessel-sales-purchase');
    expect(screen.getByText('Showing 0 of 3 products in Vessel Sales & Purchase')).toBeInTheDocument();
    expect(screen.getByText('No products found in Vessel Sales & Purchase category.')).toBeInTheDocument();
    await user.selectOptions(filter, 'all');
    expect(screen.getByText('Showing 3 of 3 products')).toBeInTheDocument();
  });

  it("shows 'Loading products...' then 'No products found.'", async () => {
    loginAs(ADMIN);
    let release: (r: Response) => void = () => {};
    fakeProductApi([], {
      overrides: {
        'GET /api/products': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      },
    });
    renderApp('/admin');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    release(Response.json([]));
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 products')).toBeInTheDocument();
  });

  it('shows a placeholder icon for a broken image in a row', async () => {
    loginAs(ADMIN);
    fakeProductApi([pump]);
    renderApp('/admin');
    const row = await screen.findByRole('row', { name: /Raw Water Pump/ });
    const img = row.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/pump.png');
    fireEvent.error(img);
    expect(within(row).getByRole('img', { name: 'Image unavailable' })).toBeInTheDocument();
    expect(row.querySelector('img')).toBeNull();
  });

  it('opens the add form with the defaults and the focus on the name; cancel closes and clears it', async () => {
    loginAs(ADMIN);
    fakeProductApi([anchor]);
    renderApp('/admin');
    const user = await openAddForm();
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Product Name/)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Add New Product' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('marine-spares');
    expect(screen.getByLabelText('In Stock')).toBeChecked();
    expect(screen.getByLabelText('Visible on Website')).toBeChecked();
    expect(screen.getByLabelText('Contact For Pricing')).not.toBeChecked();
    expect(screen.getByLabelText(/Price/)).toHaveAttribute('step', '0.01');
    expect(screen.getByText('PNG, JPG, GIF up to 5MB each')).toBeInTheDocument();
    expect(uploadInput()).toHaveAttribute('multiple');
    // no image yet: the submit button is disabled, and says why
    const submit = screen.getByRole('button', { name: 'Add Product' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Upload at least one image to save the product.');

    await user.type(screen.getByLabelText(/Product Name/), 'Half-typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add New Product' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Add New Product' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('');
  });

  it('validates on submit with toasts and field messages, and revalidates on change', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([]);
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('main.png'));
    await expectToast('Success!', 'Images uploaded successfully!');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Name Required', 'Please enter a product name.');
    const name = screen.getByLabelText(/Product Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a product name.');
    expect(screen.getByLabelText(/Description/)).toHaveAccessibleDescription('Please enter a product description.');
    const priceMessage = "Please enter a valid price greater than 0, or enable 'Contact For Pricing'.";
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription(priceMessage);

    // revalidate on change
    await user.type(name, 'Bilge Pump');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Please enter a product name.', { selector: 'p' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Description Required', 'Please enter a product description.');
    await user.type(screen.getByLabelText(/Description/), 'A 12 V bilge pump.');
    await user.type(screen.getByLabelText(/Price/), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Price Required', priceMessage);

    // 'Contact For Pricing' disables the price and clears its message
    await user.click(screen.getByLabelText('Contact For Pricing'));
    expect(screen.getByLabelText(/Price/)).toBeDisabled();
    await waitFor(() => expect(screen.queryByText(priceMessage, { selector: 'p' })).not.toBeInTheDocument());

    // removing the last image: its message appears at once
    await user.click(screen.getByRole('button', { name: 'Remove main image' }));
    expect(await screen.findByText('Please upload at least one product image.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    // a submit that gets through anyway (e.g. a script) is refused with the spec's toast
    fireEvent.submit(productForm());
    await expectToast('Image Required', 'Please upload at least one product image.');
    expect(calls(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('adds a product: uploads images, posts the spec body, toasts, closes and refreshes the lists', async () => {
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
    await user.type(screen.getByLabelText(/Description/), 'Submersible bilge pump, 12 V.');
    await user.type(screen.getByLabelText(/Price/), '350.5');
    await user.type(screen.getByLabelText('Length (m)'), '12.5');
    await user.selectOptions(screen.getByLabelText('Rate basis'), 'hour');
    await user.type(screen.getByLabelText('Minimum hours'), '3');
    await user.click(screen.getByLabelText('In Stock'));
    await user.click(screen.getByLabelText('Visible on Website'));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await expectToast('Success!', 'Product added successfully.');
    const sent = sentBody(fetchMock, 'POST', '/api/products');
    expect(sent).toEqual({
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
    await user.type(screen.getByLabelText(/Description/), 'Harbour tug for hire.');
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
    await user.type(screen.getByLabelText(/Description/), 'Short');
    await user.type(screen.getByLabelText(/Price/), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Error', 'Failed to add product. Please try again.');
    expect(screen.getByLabelText(/Description/)).toHaveAccessibleDescription(
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
