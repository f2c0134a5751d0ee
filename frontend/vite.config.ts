/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { minifyPublicScripts, precompressAssets } from './build-files.ts';
import { chunkGroups } from './chunk-groups.ts';
import { initialJsBudget } from './initial-js-budget.ts';
import { reactRouterTreeshake } from './react-router-treeshake.ts';

/** The chunk of the build holding the module whose path ends with `file` (e.g. 'app/start.tsx'). */
function chunkOf(bundle: Record<string, OutputAsset | OutputChunk> | undefined, file: string) {
  const ending = `/src/${file}`;
  const chunk = Object.values(bundle ?? {}).find(
    (c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(ending)),
  );
  if (!chunk) throw new Error(`preload-links: no chunk for src/${file}`);
  return chunk;
}

/**
 * `<link rel="modulepreload">` in index.html for the chunk of src/app/start.tsx, which the entry
 * imports dynamically (to evaluate it in a task of its own): fetched alongside the entry
 * rather than after it. And the Arabic pages' chunk (src/i18n/arabic.ts, with its stylesheet if
 * it has one) inside an inert `<template id="arabic-assets">`: the page server makes real
 * links of it on Arabic pages only (src/document-template.ts), so English pages never fetch
 * it and Arabic ones fetch it with the entry, not after it has run (docs/arabic.md).
 */
function preloadLinks(): Plugin {
  let base = '/';
  return {
    name: 'preload-links',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const start = chunkOf(bundle, 'app/start.tsx');
        const arabic = chunkOf(bundle, 'i18n/arabic.ts');
        const arabicCss = [...(arabic.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${start.fileName}` },
            injectTo: 'head',
          },
          {
            tag: 'template',
            attrs: { id: 'arabic-assets' },
            children: [
              { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${arabic.fileName}` } },
              ...arabicCss.map((css) => ({
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${css}` },
              })),
            ],
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The app's module script and its modulepreload links give way to public/start-app.js, which
 * asks for them once a server-rendered page is painted (docs/first-paint.md):
 * fetched with the page, they shared a phone's slow line with the stylesheet and held the
 * largest paint back. Runs after preloadLinks; the Arabic chunk's links inside
 * `<template id="arabic-assets">` are left as they are (the page server places them).
 */
function startAfterPaint(): Plugin {
  let base = '/';
  return {
    name: 'start-after-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const template = /<template id="arabic-assets">[\s\S]*?<\/template>/.exec(html)?.[0] ?? '';
        const marker = '<!--arabic-assets-->';
        const modules: string[] = [];
        const preloads: string[] = [];
        const out = html
          .replace(template, marker)
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            modules.push(src);
            return '<!--start-app-->';
          });
        if (modules.length !== 1) throw new Error(`start-after-paint: ${modules.length} module scripts in index.html`);
        const start = `<script defer src="${base}start-app.js" data-module="${modules[0]}" data-preload="${preloads.join(' ')}"></script>`;
        return out.replace('<!--start-app-->', () => start).replace(marker, () => template);
      },
    },
  };
}

/**
 * `import home from 'virtual:en/home'`: one section of the English catalogue (src/i18n/en.json)
 * as a module of its own, so that it lands in the chunk of the pages that show it (a JSON
 * module is one module, in one chunk, however its parts are imported). `virtual:ar/home` is
 * the same section of ar.json: the Arabic pages' chunk (src/i18n/arabic.ts) takes the sections
 * the public pages show, not the staff's or the API's own.
 */
function catalogueSections(): Plugin {
  // `virtual:ar/home`: one section; `virtual:ar/*?except=a,b`: every section but those, as one
  // object (the Arabic chunk of the pages that have none of their own: a new page's section is
  // in it without being named anywhere, src/i18n/arabic-pages.ts).
  const virtual = /^virtual:(en|ar)\/(\w+|\*\?except=[\w,]+)$/;
  return {
    name: 'catalogue-sections',
    enforce: 'pre',
    resolveId: (id) => (virtual.test(id) ? `\0${id}` : undefined),
    load(id) {
      const [, lang, name] = virtual.exec(id.slice(1)) ?? [];
      if (!id.startsWith('\0') || !lang || !name) return undefined;
      const file = join(srcDir, 'i18n', `${lang}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (name.startsWith('*')) {
        const except = new Set(name.slice('*?except='.length).split(','));
        return `export default ${JSON.stringify(Object.fromEntries(Object.entries(catalogue).filter(([k]) => !except.has(k))))};`;
      }
      const section = catalogue[name];
      if (section === undefined) this.error(`src/i18n/${lang}.json has no section "${name}"`);
      return `export default ${JSON.stringify(section)};`;
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a file's first line): the
 * browser compiles every function of a file while it streams it, on a background thread,
 * instead of each on the main thread at its first call, where those compiles add to the app's
 * start-up tasks (docs/first-paint.md). Every chunk but the staff screens' two
 * large ones (`skip`), whose many functions a visit calls only a few of.
 */
function compileHints(skip: readonly string[]): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload map's line first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || skip.includes(chunk.name)) continue;
          chunk.code = hint + chunk.code;
          // One more line at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const nodeModules = decodeURIComponent(new URL('./node_modules', import.meta.url).pathname);

/**
 * `vite build --ssr src/entry-server.tsx`: the page server's rendering of the pages (server/)
 * in dist-server/, one file with its dependencies (React, react-router, TanStack Query) inside,
 * so the page server needs Node and nothing else (docs/first-paint.md).
 */
const ssrBuild = {
  ssr: { noExternal: true as const, target: 'node' as const },
  // React and react-dom choose their build by process.env.NODE_ENV when loaded, and Vite leaves
  // it alone in a server build: unset, the page server ran React's development build, about
  // twice the render time (benchmarks/README.md, "render"). Fixed here, the other goes.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    target: 'node18',
    sourcemap: false,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss(), catalogueSections()]
    : [
        react(),
        tailwindcss(),
        catalogueSections(),
        reactRouterTreeshake(),
        preloadLinks(),
        startAfterPaint(),
        compileHints(['staff-screens', 'enquiries-chart']),
        minifyPublicScripts(['start-app.js', 'early-taps.js']),
        precompressAssets(),
        initialJsBudget(),
      ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // react-router's package exports only its development build (dev warnings on: extra
      // code and checks at run time); the production build beside it is the same API.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: `${nodeModules}/react-router/dist/production/index.mjs` }]
        : []),
    ],
  },
  ...(isSsrBuild ? { ssr: ssrBuild.ssr, define: ssrBuild.define } : {}),
  server: {
    // `npm run dev` talks to a locally running API through the dev server, so the
    // SPA and the API share one origin exactly as behind nginx.
    proxy: {
      '/api': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8081',
      '/uploads': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8081',
    },
  },
  build: isSsrBuild
    ? ssrBuild.build
    : {
        target: 'es2022',
        sourcemap: true,
        // No modulepreload polyfill in the entry: every browser the es2022 target runs in but
        // Safari before 17 knows modulepreload, and there a chunk is fetched when imported instead.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Six hash characters (not eight): every lazy chunk's file name stands in the entry's
            // preload map, so the public pages' initial JavaScript pays for each character of
            // each name (about 30 bytes gzip in all). 64^6 names leave no realistic collision.
            chunkFileNames: 'assets/[name]-[hash:6].js',
            // What goes in which chunk: chunk-groups.ts.
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    // Generous limits: CI shares two cores with the C++ build and other suites.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
}));
