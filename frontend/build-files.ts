/**
 * What the build does to its files once written: the hashed assets' compressed copies, and the
 * page's own scripts from public/ minified.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { brotliMax } from './initial-js-budget.ts';

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to each hashed JS,
 * CSS and SVG file of the build, for nginx's `brotli_static on` and `gzip_static on` in
 * /assets/ (docs/operations.md, "Compression"): smaller than compressing per request, and no CPU
 * per request. Brotli for the browsers that ask for it, gzip for the rest. Only /assets/
 * (content-hashed, never edited): index.html and config.js stay plain files that a deployment
 * may change. Files under 512 bytes are left alone (nginx's gzip_min_length).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.+\.(?:js|css|svg)$/.test(fileName)) continue;
        const file = join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliMax(data));
      }
    },
  };
}

/**
 * The scripts of public/ that every page runs before the app (start-app.js, early-taps.js),
 * minified in the output (oxc's minifier, which the bundler carries): public/ keeps them as
 * written, their comments for the reader, not for every visitor's phone (1.3 kB of a page:
 * benchmarks/README.md, "search-ui"). config.js stays as it is: a deployment edits it.
 */
export function minifyPublicScripts(files: readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the public directory has been copied, with the rest of the output written.
    closeBundle() {
      for (const name of files) {
        const file = join(outDir, name);
        const result = minifySync(name, readFileSync(file, 'utf8'));
        if (result.errors.length) throw new Error(`minify-public-scripts: ${name}: ${result.errors[0]!.message}`);
        writeFileSync(file, result.code);
      }
    },
  };
}
