import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTooltips, Tip, TipGroup } from './tooltip';

afterEach(() => {
  vi.useRealTimers();
});

const tooltip = () => screen.queryByRole('tooltip');

function Toolbar() {
  return (
    <TipGroup>
      <Tip label="Previous image">
        <button type="button" aria-label="Previous image of the gallery">
          ‹
        </button>
      </Tip>
      <Tip label="Next image">
        <button type="button" aria-label="Next image of the gallery">
          ›
        </button>
      </Tip>
    </TipGroup>
  );
}

describe('Tip', () => {
  it('renders the control alone (keeping its aria-label) until the tooltip code is needed', () => {
    render(
      <Tip label="Chat on WhatsApp">
        <a href="https://wa.me/971500000000" aria-label="Chat with us on WhatsApp (opens in a new tab)">
          icon
        </a>
      </Tip>,
    );
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toBeInTheDocument();
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('loads on the first keyboard focus, keeps focus on the control and opens at once; Escape closes', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Previous image');
    // the control was re-created around the tooltip, and the focus went with it
    expect(screen.getByRole('button', { name: 'Previous image of the gallery' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('does not open on focus from a click', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.click(screen.getByRole('button', { name: 'Next image of the gallery' }));
    expect(screen.getByRole('button', { name: 'Next image of the gallery' })).toHaveFocus();
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('opens after 700 ms of hovering; the next one within 300 ms of closing opens at once', async () => {
    await loadTooltips(); // already loaded by the focus test above
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toolbar />);
    const previous = screen.getByRole('button', { name: 'Previous image of the gallery' });
    const next = screen.getByRole('button', { name: 'Next image of the gallery' });

    await user.hover(previous);
    act(() => vi.advanceTimersByTime(650));
    expect(tooltip()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toHaveTextContent('Previous image');

    // closing it (Escape) and moving to the neighbour within 300 ms: it opens without waiting
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
    await user.hover(next);
    expect(tooltip()).toHaveTextContent('Next image');

    // after more than 300 ms without a tooltip, the full delay applies again
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(400));
    await user.hover(previous);
    act(() => vi.advanceTimersByTime(300));
    expect(tooltip()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(450));
    expect(tooltip()).toHaveTextContent('Previous image');
  });

  it('keeps the aria-label as the name and adds the tooltip as the description', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Previous image of the gallery' });
    await screen.findByRole('tooltip');
    expect(button).toHaveAccessibleDescription('Previous image');
    expect(within(document.body).getAllByText('Previous image').length).toBeGreaterThan(0);
  });
});
