import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery';

const images = ['/uploads/demo/a.jpg', '/uploads/demo/b.jpg', '/uploads/demo/c.jpg'];
const counter = (root: HTMLElement) => within(root).getByText(/^\d+ \/ \d+$/).textContent;

function lightbox() {
  return document.querySelector('dialog')!;
}

describe('ImageGallery', () => {
  it('offers the stored sizes of uploads: the main image first (lazy: its width picked once laid out), thumbnails lazy and small', () => {
    const upload = (c: string) => `/uploads/images/${c.repeat(32)}.webp`;
    render(<ImageGallery images={[upload('a'), upload('b'), '/uploads/placeholder.jpg']} name="Tug" />);
    const main = screen.getByRole('img', { name: 'Tug' });
    expect(main).toHaveAttribute('src', `/uploads/images/${'a'.repeat(32)}-800.webp`);
    expect(main.getAttribute('srcset')).toContain(`/uploads/images/${'a'.repeat(32)}-400.webp 400w`);
    expect(main.getAttribute('sizes')).toMatch(/100vw$/);
    // An upload's main image waits for layout to pick its width (product-image.tsx), still first.
    expect(main).toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');

    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of 3$/ }).map((b) => b.querySelector('img')!);
    for (const t of thumbs) {
      expect(t).toHaveAttribute('loading', 'lazy');
      expect(t).not.toHaveAttribute('fetchpriority');
      expect(t).toHaveAttribute('height', '90');
    }
    expect(thumbs[1]!.getAttribute('sizes')).toMatch(/20vw$/);
    // the placeholder has no variants: a plain src
    expect(thumbs[2]).toHaveAttribute('src', '/uploads/placeholder.jpg');
    expect(thumbs[2]).not.toHaveAttribute('srcset');
  });

  it('steps with previous/next (wrapping), picks thumbnails and shows n / total', async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageGallery images={images} name="Crew Boat" />);
    expect(screen.getByRole('img', { name: 'Crew Boat' })).toHaveAttribute('src', images[0]);
    expect(counter(container)).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter(container)).toBe('2 / 3');
    expect(screen.getByRole('img', { name: 'Crew Boat' })).toHaveAttribute('src', images[1]);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter(container)).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter(container)).toBe('3 / 3');

    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of 3$/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]!.closest('ul')).toHaveClass('grid-cols-5');
    await user.click(thumbs[1]!);
    expect(counter(container)).toBe('2 / 3');
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    // thumbnails load lazily and have intrinsic sizes
    const thumbImg = thumbs[2]!.querySelector('img')!;
    expect(thumbImg).toHaveAttribute('loading', 'lazy');
    expect(thumbImg).toHaveAttribute('width', '120');
  });

  it('opens a full-screen lightbox; arrows change image, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<ImageGallery images={images} name="Crew Boat" />);
    const opener = screen.getByRole('button', { name: 'Open full-screen image 1 of 3' });
    expect(lightbox()).not.toHaveAttribute('open');
    await user.click(opener);

    const dialog = lightbox();
    expect(dialog).toHaveAttribute('open');
    const box = within(dialog);
    // focus moves into the lightbox, on its close button
    expect(box.getByRole('button', { name: 'Close full-screen image' })).toHaveFocus();
    expect(box.getByRole('img', { name: 'Crew Boat (image 1 of 3)' })).toHaveAttribute('src', images[0]);

    await user.keyboard('{ArrowRight}');
    expect(box.getByRole('img', { name: 'Crew Boat (image 2 of 3)' })).toBeInTheDocument();
    expect(counter(dialog)).toBe('2 / 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter(dialog)).toBe('3 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter(dialog)).toBe('1 / 3');

    // Tab and Shift+Tab cycle through the lightbox's buttons only
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 4; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its button (focus back on the opener) and keeps the chosen image', async () => {
    const user = userEvent.setup();
    const { container } = render(<ImageGallery images={images} name="Crew Boat" />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    const opener = screen.getByRole('button', { name: 'Open full-screen image 2 of 3' });
    await user.click(opener);
    await user.click(within(lightbox()).getByRole('button', { name: 'Next image' }));
    await user.click(within(lightbox()).getByRole('button', { name: 'Close full-screen image' }));
    expect(lightbox()).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Open full-screen image 3 of 3' })).toHaveFocus();
    expect(counter(container)).toBe('3 / 3');
  });

  it('shows one image without previous/next, counter or thumbnails', () => {
    render(<ImageGallery images={['/uploads/demo/a.jpg']} name="Bilge Pump" />);
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('replaces a broken image with a placeholder icon', () => {
    render(<ImageGallery images={['/uploads/missing.jpg', '/uploads/demo/b.jpg']} name="Bilge Pump" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bilge Pump' }));
    expect(screen.getByRole('img', { name: 'Bilge Pump (image unavailable)' })).toBeInTheDocument();
  });
});
