import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { initialJsBudget, initialJsSize } from './initial-js-budget.ts';

/** A built site whose index.html starts the app as the build writes it, with chunks of `sizes` random bytes. */
function fakeDist(sizes: number[]) {
  const dist = mkdtempSync(join(tmpdir(), 'initial-js-'));
  mkdirSync(join(dist, 'assets'));
  const names = sizes.map((n, i) => {
    // Random bytes do not compress: gzip adds a little to each.
    writeFileSync(
      join(dist, 'assets', `c${i}.js`),
      Buffer.from(Array.from({ length: n }, () => (Math.random() * 256) | 0)),
    );
    return `/assets/c${i}.js`;
  });
  writeFileSync(
    join(dist, 'index.html'),
    `<script defer src="/start-app.js" data-module="${names[0]}" data-preload="${names.slice(1).join(' ')}"></script>` +
      '<template id="arabic-assets"><link rel="modulepreload" crossorigin href="/assets/arabic.js"></template>',
  );
  return dist;
}

const writeBundle = (budget: number, dist: string) => {
  const plugin = initialJsBudget(budget);
  const errors: string[] = [];
  const context = { error: (m: string) => void errors.push(m), info: () => undefined };
  (plugin.writeBundle as unknown as (this: typeof context, o: { dir: string }) => void).call(context, { dir: dist });
  return errors;
};

test('the initial JavaScript is the module and its preloads, gzipped, without the Arabic chunk', () => {
  const { files, total } = initialJsSize(fakeDist([3000, 5000]));
  expect(files.map((f) => f.href)).toEqual(['/assets/c0.js', '/assets/c1.js']);
  expect(total).toBeGreaterThan(8000);
  expect(total).toBeLessThan(8200);
});

test('a build over its budget fails, one within it does not', () => {
  const dist = fakeDist([3000, 5000]);
  expect(writeBundle(7000, dist)).toEqual([expect.stringMatching(/over its budget of 7000 B/)]);
  expect(writeBundle(9000, dist)).toEqual([]);
});

test('the brotli total is reported beside the gzip total, each file compressed on its own', () => {
  const dist = fakeDist([3000]);
  // Text like a bundle's: brotli's built-in dictionary knows its words, so it beats gzip.
  const script = 'export function render(element, props) { return document.createElement(element); }\n';
  writeFileSync(join(dist, 'assets', 'c0.js'), script.repeat(40));
  const { files, total, brotliTotal } = initialJsSize(dist);
  expect(files[0]!.brotli).toBe(brotliTotal);
  expect(brotliTotal).toBeGreaterThan(0);
  expect(brotliTotal).toBeLessThan(total);
});
