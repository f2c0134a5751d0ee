import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { loadTooltips } from '@/components/ui/tooltip';
import { resetToasts } from '@/components/ui/use-toast';
import { embedSettings } from './test-utils';

// findBy*/waitFor: wait up to 5 s (the default 1 s is tight on a loaded CI machine).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Radix's tooltip (popper) measures its anchor with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Tooltips load on the first hover or focus of a control that has one, and then re-create those
// controls: a test still holding a control it found before would click a detached element (a
// browser's pointer has no such stale hold). So the tooltip code is loaded up front, except in
// the tooltip tests, which start without it.
beforeAll(async () => {
  if (!/[\\/]tooltip[^\\/]*\.test\.tsx$/.test(expect.getState().testPath ?? '')) await loadTooltips();
});

// The pages' enquiry events (lib/insights.ts) would be requests the tests' fetch mocks see: the
// tests' browser says Global Privacy Control, so none is sent (lib/insights.test.ts sets its own).
Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true, writable: true });

// jsdom does not implement scrolling.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// The site's settings come with the page's data, as the page server sends them (no request for them).
beforeEach(() => embedSettings());

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});
