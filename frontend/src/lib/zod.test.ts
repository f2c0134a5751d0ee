import { describe, expect, it } from 'vitest';
import { z } from './zod';

// Every source file's text (Vite reads them at test time).
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('zod under the Content-Security-Policy', () => {
  it('runs jitless (no new Function, which script-src refuses)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is imported only through lib/zod, so the setting always applies first', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const direct = Object.entries(sources)
      .filter(([file, text]) => file !== './zod.ts' && /from ['"]zod['"]/.test(text))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });
});
