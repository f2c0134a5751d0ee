import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/lib/query-keys';
import { renderApp } from '@/testing/test-utils';
import { anchor, calls, fakeProductApi, loginAs, png, pump, sentBody, SUB_USER, tug } from './fake-api';

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(description)).toBeInTheDocument();
  expect(notifications().getByText(title)).toBeInTheDocument();
};

describe('/sub-user: Product Management', () => {
  it('greets, lists the products with the filter, and has no delete anywhere', async () => {
    loginAs(SUB_USER);
    fakeProductApi([anchor, tug, pump], { user: SUB_USER });
    renderApp('/sub-user');
    expect(await screen.findByRole('heading', { name: 'Product Management', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Deck Hand')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Harbour Tug Charter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'vessel-chartering');
    expect(screen.getByText('Showing 1 of 3 products in Vessel Chartering')).toBeInTheDocument();
    // the admin's links are not offered
    expect(screen.queryByRole('link', { name: 'Sub-Users' })).not.toBeInTheDocument();
  });

  it('validates with the sub-user messages and revalidates on change', async () => {
    loginAs(SUB_USER);
    const fetchMock = fakeProductApi([], { user: SUB_USER });
    renderApp('/sub-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.getByLabelText(/Product Name/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(screen.getByLabelText(/Product Name/)).toHaveAccessibleDescription('Product name is required');
    expect(screen.getByLabelText(/Description(?! \(Arabic\))/)).toHaveAccessibleDescription('Description is required');
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription('Price is required');
    expect(screen.getByLabelText(/Image URL/)).toHaveAttribute('aria-invalid', 'false'); // optional

    await user.type(screen.getByLabelText(/Product Name/), 'Pump');
    await waitFor(() => expect(screen.queryByText('Product name is required')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText('Contact For Pricing'));
    expect(screen.getByLabelText(/Price/)).toBeDisabled();
    await waitFor(() => expect(screen.queryByText('Price is required')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it('creates a product with the placeholder image when the URL is empty', async () => {
    loginAs(SUB_USER);
    const fetchMock = fakeProductApi([], { user: SUB_USER });
    const { queryClient } = renderApp('/sub-user');
    queryClient.setQueryData(productKeys.recent(6), []);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/Product Name/), 'Mooring Line 40 mm');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Polyamide mooring line, 220 m coil.');
    await user.type(screen.getByLabelText(/Price/), '1800');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await expectToast('Success', 'Product created successfully!');
    expect(sentBody(fetchMock, 'POST', '/api/products')).toEqual({
      nameAr: '',
      descriptionAr: '',
      id: expect.stringMatching(/^product_\d+$/),
      name: 'Mooring Line 40 mm',
      category: 'marine-spares',
      description: 'Polyamide mooring line, 220 m coil.',
      price: '1800',
      image: '/uploads/placeholder.jpg',
      images: [],
      inStock: true,
      isVisible: true,
      showContactForPricing: false,
      specs: { brand: null, partNumber: null, condition: null },
      sku: '',
      partNumbers: [],
      supersedes: [],
      fits: [],
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Mooring Line 40 mm/ })).toBeInTheDocument();
    expect(queryClient.getQueryState(productKeys.recent(6))?.isInvalidated).toBe(true);
  });

  it('uploads an image into the Image URL field and creates the product with it', async () => {
    loginAs(SUB_USER);
    const fetchMock = fakeProductApi([], { user: SUB_USER });
    renderApp('/sub-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/Product Name/), 'Bilge Pump 12V');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Submersible bilge pump, 2000 GPH.');
    await user.type(screen.getByLabelText(/Price/), '240');
    await user.upload(screen.getByLabelText('Upload Image'), png('pump.png'));
    await expectToast('Success!', 'Images uploaded successfully!');
    expect(screen.getByLabelText(/Image URL/)).toHaveValue('/uploads/up-1.png');
    expect(screen.queryByText('Uploading image...')).not.toBeInTheDocument();
    const form = calls(fetchMock, 'POST', '/api/upload')[0]![1]!;
    expect((form.body as FormData).getAll('images')).toHaveLength(1);
    expect(form.credentials).toBe('include');

    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await expectToast('Success', 'Product created successfully!');
    expect(sentBody(fetchMock, 'POST', '/api/products')).toMatchObject({ image: '/uploads/up-1.png', images: [] });
  });

  it("shows 'Failed to upload images. Please try again.' when the upload fails, and keeps the URL", async () => {
    loginAs(SUB_USER);
    fakeProductApi([], {
      user: SUB_USER,
      overrides: { 'POST /api/upload': Response.json({ message: 'Unsupported image type' }, { status: 415 }) },
    });
    renderApp('/sub-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/Image URL/), 'https://example.com/a.jpg');
    await user.upload(screen.getByLabelText('Upload Image'), png('notes.png'));
    await expectToast('Error', 'Failed to upload images. Please try again.');
    expect(screen.getByLabelText(/Image URL/)).toHaveValue('https://example.com/a.jpg');
    expect(screen.getByLabelText('Upload Image')).toBeEnabled();
  });

  it("shows the server's message (or 'Failed to create product') when creating fails", async () => {
    loginAs(SUB_USER);
    const invalid = Response.json(
      { message: 'Must be a valid image URL', errors: [{ field: 'image', message: 'Must be a valid image URL' }] },
      { status: 400 },
    );
    fakeProductApi([], { user: SUB_USER, overrides: { 'POST /api/products': invalid } });
    renderApp('/sub-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByLabelText(/Product Name/), 'Line');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Polyamide mooring line.');
    await user.type(screen.getByLabelText(/Price/), '5');
    await user.type(screen.getByLabelText(/Image URL/), 'https://x.example/y.png');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await expectToast('Error', 'Must be a valid image URL');
    expect(screen.getByLabelText(/Image URL/)).toHaveAttribute('aria-invalid', 'true');

    fakeProductApi([], { user: SUB_USER, overrides: { 'POST /api/products': new Response('', { status: 500 }) } });
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await expectToast('Error', 'Failed to create product');
  });

  it('edits: keeps the extra images (not sent), toasts, and falls back to the failure text', async () => {
    loginAs(SUB_USER);
    const fetchMock = fakeProductApi([anchor], { user: SUB_USER });
    renderApp('/sub-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Image URL/)).toHaveValue('/uploads/a-main.png');
    await user.clear(screen.getByLabelText(/Price/));
    await user.type(screen.getByLabelText(/Price/), '1300');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await expectToast('Success', 'Product updated successfully!');
    const sent = sentBody(fetchMock, 'PATCH', '/api/products/product_1');
    expect(sent).toMatchObject({ price: '1300', image: '/uploads/a-main.png' });
    expect(sent).not.toHaveProperty('images');
    expect(sent).not.toHaveProperty('id');

    fakeProductApi([anchor], {
      user: SUB_USER,
      overrides: { 'PATCH /api/products/product_1': new Response('', { status: 503 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await expectToast('Error', 'Failed to update product');
  });
});
