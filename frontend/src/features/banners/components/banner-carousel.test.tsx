import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_ROTATION_MS } from '@/config/site';
import type { Banner } from '@/types/api';
import { BannerCarousel } from './banner-carousel';

const banner = (n: number, overrides: Partial<Banner> = {}): Banner => ({
  id: `banner_${n}`,
  title: `Banner ${n}`,
  description: `Banner ${n}`,
  buttonText: 'Learn More',
  buttonLink: '',
  backgroundColor: 'gradient-ocean',
  iconClass: 'fas fa-anchor',
  image: null,
  isActive: true,
  displayOrder: n,
  timestamp: '',
  ...overrides,
});

const three = [banner(1), banner(2), banner(3)];

function renderCarousel(banners: Banner[]) {
  const router = createMemoryRouter([{ path: '/', element: <BannerCarousel banners={banners} /> }]);
  return render(<RouterProvider router={router} />);
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    // jsdom has no matchMedia of its own
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it(`advances every ${BANNER_ROTATION_MS} ms and wraps around`, () => {
    renderCarousel(three);
    expect(title()).toBe('Banner 1');
    tick(BANNER_ROTATION_MS - 1);
    expect(title()).toBe('Banner 1');
    tick(1);
    expect(title()).toBe('Banner 2');
    tick(BANNER_ROTATION_MS);
    expect(title()).toBe('Banner 3');
    tick(BANNER_ROTATION_MS);
    expect(title()).toBe('Banner 1');
  });

  it('selects a banner with its dot and restarts the full interval', () => {
    renderCarousel(three);
    tick(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3: Banner 3' }));
    expect(title()).toBe('Banner 3');
    expect(screen.getByRole('button', { name: /Show banner 3/ })).toHaveAttribute('aria-current', 'true');
    // the click focused the dot: leave the carousel so it rotates again
    fireEvent.blur(screen.getByRole('button', { name: /Show banner 3/ }), { relatedTarget: document.body });
    tick(BANNER_ROTATION_MS - 1);
    expect(title()).toBe('Banner 3');
    tick(1);
    expect(title()).toBe('Banner 1');
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderCarousel(three);
    const dot = screen.getByRole('button', { name: /Show banner 2/ });
    fireEvent.focus(dot);
    tick(BANNER_ROTATION_MS * 3);
    expect(title()).toBe('Banner 1');
    // focus moving between controls inside the carousel keeps it paused
    fireEvent.blur(dot, { relatedTarget: screen.getByRole('button', { name: /Show banner 3/ }) });
    tick(BANNER_ROTATION_MS * 2);
    expect(title()).toBe('Banner 1');
    fireEvent.blur(dot, { relatedTarget: document.body });
    tick(BANNER_ROTATION_MS);
    expect(title()).toBe('Banner 2');
  });

  it('pauses while the pointer is over it', () => {
    renderCarousel(three);
    const region = screen.getByRole('region', { name: 'Announcements' });
    fireEvent.mouseEnter(region);
    tick(BANNER_ROTATION_MS * 2);
    expect(title()).toBe('Banner 1');
    fireEvent.mouseLeave(region);
    tick(BANNER_ROTATION_MS);
    expect(title()).toBe('Banner 2');
  });

  it('stops and restarts with the pause button', () => {
    renderCarousel(three);
    const stop = screen.getByRole('button', { name: 'Stop rotating banners' });
    fireEvent.click(stop);
    fireEvent.blur(stop, { relatedTarget: document.body });
    tick(BANNER_ROTATION_MS * 3);
    expect(title()).toBe('Banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotating banners' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Stop rotating banners' }), { relatedTarget: document.body });
    tick(BANNER_ROTATION_MS);
    expect(title()).toBe('Banner 2');
  });

  it('does not rotate for visitors who prefer reduced motion; dots still work', () => {
    mockReducedMotion(true);
    renderCarousel(three);
    tick(BANNER_ROTATION_MS * 4);
    expect(title()).toBe('Banner 1');
    expect(screen.queryByRole('button', { name: /rotating banners/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Show banner 2/ }));
    expect(title()).toBe('Banner 2');
  });

  it('shows one banner without dots or rotation', () => {
    renderCarousel([banner(1, { buttonLink: 'https://example.com/offer' })]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    tick(BANNER_ROTATION_MS * 2);
    expect(title()).toBe('Banner 1');
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveAttribute('href', 'https://example.com/offer');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
