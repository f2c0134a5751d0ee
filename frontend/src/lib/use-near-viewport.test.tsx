import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near, bringNear] = useNearViewport<HTMLButtonElement>('100px');
  return (
    <button type="button" ref={ref} onClick={bringNear}>
      {near ? 'near' : 'far'}
    </button>
  );
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes within the margin, then stays true', () => {
    const { observers, report } = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.margin).toBe('100px');
    report(false);
    expect(screen.getByText('far')).toBeTruthy();
    report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('is true once asked, before the element comes near, and stops observing', () => {
    const { observers } = stubIntersectionObserver();
    render(<Probe />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('is true right after the first render without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
