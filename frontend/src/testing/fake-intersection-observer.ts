import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Observer = { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean };

/**
 * Puts in an IntersectionObserver the test drives (jsdom has none): `observers` lists the ones
 * made (with their rootMargin), `report` tells every connected one whether its element is
 * within its margin.
 */
export function stubIntersectionObserver() {
  const observers: Observer[] = [];
  class FakeObserver {
    entry: Observer;
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
