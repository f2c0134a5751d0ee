import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { anchor, calls, fakeProductApi, loginAs, ADMIN, png, pump, tug } from './fake-api';
import { expectToast, productForm, uploadInput, openAddForm } from './admin-products-support';

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
    expect(screen.getByLabelText(/Description(?! \(Arabic\))/)).toHaveAccessibleDescription(
      'Please enter a product description.',
    );
    const priceMessage = "Please enter a valid price greater than 0, or enable 'Contact For Pricing'.";
    expect(screen.getByLabelText(/Price/)).toHaveAccessibleDescription(priceMessage);

    // revalidate on change
    await user.type(name, 'Bilge Pump');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Please enter a product name.', { selector: 'p' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Description Required', 'Please enter a product description.');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'A 12 V bilge pump.');
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
    // a submit that gets through anyway (e.g. a script) is refused with the fixed toast (docs/behaviour.md)
    fireEvent.submit(productForm());
    await expectToast('Image Required', 'Please upload at least one product image.');
    expect(calls(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });
});
