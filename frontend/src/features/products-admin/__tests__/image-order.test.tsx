import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { moveImage } from '../components/image-order-list';
import { anchor, ADMIN, fakeProductApi, loginAs, sentBody } from './fake-api';

// anchor: main a-main.png, then a-2.png and a-3.png
const chosen = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem');
const order = () => chosen().map((li) => within(li).getByRole('img').getAttribute('src'));
const announcement = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

async function editAnchor() {
  loginAs(ADMIN);
  const fetchMock = fakeProductApi([anchor]);
  renderApp('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Stainless Anchor 20kg' }));
  await screen.findByRole('heading', { name: 'Edit Product' });
  return { user, fetchMock };
}

const src = (name: string) => expect.stringContaining(name);

describe('product images: order', () => {
  it('moveImage moves one entry and keeps the others in order', () => {
    expect(moveImage(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveImage(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it("'Make main' puts an image first, says so, and the saved product has it as its main image", async () => {
    const { user, fetchMock } = await editAnchor();
    await user.click(screen.getByRole('button', { name: 'Make image 3 the main image' }));
    expect(order()).toEqual([src('a-3.png'), src('a-main.png'), src('a-2.png')]);
    expect(announcement()).toContain('Image moved to position 1 of 3: it is now the main image.');
    expect(within(chosen()[0]!).getByText('Main')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await screen.findByText('Product updated successfully.');
    const body = sentBody(fetchMock, 'PATCH', '/api/products/product_1');
    expect(body.image).toBe('/uploads/a-3.png');
    expect(body.images).toEqual(['/uploads/a-main.png', '/uploads/a-2.png']);
  });

  it('moves by keyboard: Enter on Move earlier/later, the focus stays with the moved image', async () => {
    const { user } = await editAnchor();
    screen.getByRole('button', { name: 'Move image 2 later' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([src('a-main.png'), src('a-3.png'), src('a-2.png')]);
    expect(announcement()).toContain('Image moved to position 3 of 3.');
    // now the last image: 'later' is gone, so the focus goes to its 'earlier' (never to Remove)
    expect(screen.getByRole('button', { name: 'Move image 3 earlier' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(order()).toEqual([src('a-main.png'), src('a-2.png'), src('a-3.png')]);
    expect(screen.getByRole('button', { name: 'Move image 2 earlier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual([src('a-2.png'), src('a-main.png'), src('a-3.png')]);
    expect(announcement()).toContain('it is now the main image');
    expect(screen.getByRole('button', { name: 'Move main image later' })).toHaveFocus();
  });

  it('reorders by dragging an image onto another one', async () => {
    await editAnchor();
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '', types: ['text/plain'] };
    const [first, , third] = chosen();
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    fireEvent.dragEnd(third!, { dataTransfer });
    expect(order()).toEqual([src('a-3.png'), src('a-main.png'), src('a-2.png')]);
    expect(announcement()).toContain('Image moved to position 1 of 3: it is now the main image.');
  });
});
