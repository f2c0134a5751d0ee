import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedLinks } from '../components/feed-links';

describe('FeedLinks', () => {
  it('shows each feed URL on this site and copies it', async () => {
    const user = userEvent.setup();
    // After setup(), which puts a clipboard stub of its own in place.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<FeedLinks origin="https://marine.example" />);
    expect(screen.getByRole('heading', { name: 'Catalogue Feeds' })).toBeInTheDocument();
    for (const url of ['https://marine.example/feeds/meta.csv', 'https://marine.example/feeds/meta-ar.csv',
      'https://marine.example/feeds/google.xml']) expect(screen.getByText(url)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Google Merchant Center URL' }));
    expect(writeText).toHaveBeenCalledWith('https://marine.example/feeds/google.xml');
  });
});
