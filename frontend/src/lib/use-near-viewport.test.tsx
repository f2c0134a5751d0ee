import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: it reports what `report` is given. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((o) => !o.disconnected))
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false until the element comes within the margin, then stays true', () => {
    const { observers, report } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.margin).toBe('100px');
    report(false);
    expect(screen.getByText('far')).toBeTruthy();
    report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
