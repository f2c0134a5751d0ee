import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { anchor, calls, fakeProductApi, loginAs, ADMIN, png, sentBody } from './fake-api';
import { expectToast, openAddForm, productForm, uploadInput } from './admin-products-support';

// The fields "Replaces (superseded numbers)" and "Fits (engines / equipment)" (docs/parts-lists.md, "Products").
const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(', ');

describe('the product form: superseded numbers and fitment', () => {
  it('sends both lists, trimmed, and shows what a product has', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([{ ...anchor, supersedes: ['1R-0749'], fits: ['Caterpillar 3516B'] }]);
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    await user.type(screen.getByLabelText(/Product Name/), 'Fuel Filter');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Caterpillar fuel filter.');
    await user.type(screen.getByLabelText(/Price/), '85');
    await user.type(screen.getByLabelText('Replaces (superseded numbers)'), ' 1R-0749 , 1R-0748,');
    await user.type(screen.getByLabelText('Fits (engines / equipment)'), 'Caterpillar 3516B, Caterpillar 3412');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Success!', 'Product added successfully.');
    expect(sentBody(fetchMock, 'POST', '/api/products')).toMatchObject({
      supersedes: ['1R-0749', '1R-0748'],
      fits: ['Caterpillar 3516B', 'Caterpillar 3412'],
    });
  });

  it('refuses more than 20 superseded numbers, a repeat, and a fitted engine over 80 characters', async () => {
    loginAs(ADMIN);
    const fetchMock = fakeProductApi([]);
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    await user.type(screen.getByLabelText(/Product Name/), 'Fuel Filter');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Caterpillar fuel filter.');
    await user.type(screen.getByLabelText(/Price/), '85');
    const replaces = screen.getByLabelText('Replaces (superseded numbers)');
    const fits = screen.getByLabelText('Fits (engines / equipment)');
    await user.type(replaces, many(21, 'N-'));
    await user.type(fits, `${'C'.repeat(81)}`);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(replaces).toHaveAccessibleDescription(/At most 20 superseded numbers/));
    expect(fits).toHaveAccessibleDescription(/Engine or equipment must be at most 80 characters/);
    await user.clear(replaces);
    await user.type(replaces, '1R-0749, 1r-0749');
    await user.clear(fits);
    await user.type(fits, many(51, 'E'));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(replaces).toHaveAccessibleDescription(/Each superseded number only once/));
    expect(fits).toHaveAccessibleDescription(/At most 50 engines or equipment/);
    expect(calls(fetchMock, 'POST', '/api/products')).toHaveLength(0);
  });

  it("shows the server's error on the field, also when it names one value", async () => {
    loginAs(ADMIN);
    const refusal = {
      message: 'Invalid',
      errors: [
        { field: 'supersedes[0]', message: 'No control characters' },
        { field: 'fits', message: 'Each value only once' },
      ],
    };
    fakeProductApi([], { overrides: { 'POST /api/products': Response.json(refusal, { status: 400 }) } });
    renderApp('/admin');
    const user = await openAddForm();
    await user.upload(uploadInput(), png('a.png'));
    await user.type(screen.getByLabelText(/Product Name/), 'Fuel Filter');
    await user.type(screen.getByLabelText(/Description(?! \(Arabic\))/), 'Caterpillar fuel filter.');
    await user.type(screen.getByLabelText(/Price/), '85');
    await user.type(screen.getByLabelText('Replaces (superseded numbers)'), '1R-0749');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expectToast('Error', 'Failed to add product. Please try again.');
    expect(screen.getByLabelText('Replaces (superseded numbers)')).toHaveAccessibleDescription(/No control characters/);
    expect(screen.getByLabelText('Fits (engines / equipment)')).toHaveAccessibleDescription(/Each value only once/);
    expect(productForm()).toBeInTheDocument();
  });
});
