import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { loadTooltips, Tip } from './tooltip';

// A file of its own: the tooltip code must not be loaded yet when the test starts.
it('does not re-create a control between a press and its release, so the first click counts', async () => {
  const onClick = vi.fn();
  const user = userEvent.setup();
  render(
    <Tip label="Next image">
      <button type="button" aria-label="Next" onClick={onClick}>
        ›
      </button>
    </Tip>,
  );
  const button = screen.getByRole('button', { name: 'Next' });
  await user.pointer({ keys: '[MouseLeft>]', target: button }); // press: focus starts the loading
  await import('./tooltip-content');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByRole('button', { name: 'Next' })).toBe(button); // still the same element
  await user.pointer({ keys: '[/MouseLeft]', target: button });
  expect(onClick).toHaveBeenCalledTimes(1);
  await loadTooltips();
  expect(screen.getByRole('button', { name: 'Next' })).not.toBe(button); // re-created after the click
});
