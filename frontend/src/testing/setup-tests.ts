import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';

// findBy*/waitFor: wait up to 5 s (the default 1 s is tight on a loaded CI machine).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Radix's tooltip (popper) measures its anchor with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom does not implement scrolling.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});
