import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The public pages' initial JavaScript, gzip level 9 (what nginx serves, gzip_static), at most
 * 116,500 bytes (docs/frontend.md): the app's first script and the chunks it preloads, which
 * every public page fetches before the app can start. `benchmarks/lighthouse/run` measures
 * the same files as a server sends them. Lowered to what the build was (116,003 B) with half a
 * kilobyte to spare, so that a category page stays within its 150 kB (benchmarks/README.md,
 * "search-ui").
 */
export const INITIAL_JS_BUDGET = 116_500;

/**
 * The initial JavaScript's files in a built index.html: public/start-app.js's `data-module`
 * and `data-preload` (vite.config.ts, startAfterPaint), or a plain module script and its
 * modulepreload links. Not the Arabic pages' chunk inside `<template id="arabic-assets">`.
 */
export function initialScripts(html: string): string[] {
  const page = html.replace(/<template id="arabic-assets">[\s\S]*?<\/template>/, '');
  return [
    ...page.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...page.matchAll(/data-(?:module|preload)="([^"]*)"/g),
  ]
    .flatMap((m) => m[1]!.split(' '))
    .filter(Boolean);
}

/** Brotli at its highest quality (11), as the build writes each asset's `.br` copy (vite.config.ts). */
export const brotliMax = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/**
 * Each initial file's gzip size in a built `dist` (paths from its index.html), and their sum;
 * the brotli sum beside it, for information only (what browsers that ask for br receive).
 */
export function initialJsSize(dist: string) {
  const files = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8')).map((href) => {
    const data = readFileSync(join(dist, href.replace(/^\//, '')));
    return { href, gzip: gzipSync(data, { level: 9 }).length, brotli: brotliMax(data).length };
  });
  const sum = (size: (f: (typeof files)[number]) => number) => files.reduce((total, f) => total + size(f), 0);
  return { files, total: sum((f) => f.gzip), brotliTotal: sum((f) => f.brotli) };
}

/** Fails the build whose initial JavaScript is over `budget`, so that it cannot grow unseen. */
export function initialJsBudget(budget = INITIAL_JS_BUDGET): Plugin {
  return {
    name: 'initial-js-budget',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      const { files, total, brotliTotal } = initialJsSize(dir);
      const list = files.map((f) => `${f.href} ${f.gzip} B`).join(', ');
      if (files.length === 0) this.error('initial-js-budget: no module script in index.html');
      if (total > budget) {
        this.error(`public initial JavaScript is ${total} B gzip, over its budget of ${budget} B (${list})`);
      }
      this.info(`public initial JavaScript: ${total} B gzip of ${budget} B, ${brotliTotal} B brotli (${list})`);
    },
  };
}
