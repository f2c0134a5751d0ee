// The rendered pages, kept (docs/first-paint.md, "The page server and its page cache"): in memory, compressed
// (brotli and gzip) with an ETag, keyed by the page's canonical path ("/ar/product/p1"), never
// by a query string, so a visitor cannot multiply the entries; at most `maxBytes`, the least
// recently used dropped first. Everything kept is of one data generation: a new one empties it.
//
// With a directory (PAGES_DIR), each kept page is also written there for nginx to serve
// itself, as a static file with its .gz and .br copies:
//   DIR/g<generation>-<build>/<path>/index.html{,.gz,.br}, and DIR/current -> g<...>
// nginx reads DIR/current, so moving that link to a new generation's (empty) directory
// retires every page at once, on every replica and nginx alike; a page is written only into
// the directory of the generation all its data came from (api-link.mjs), so a page built
// from older data can never appear under a newer generation.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Paths written as files: plain segments only (what nginx's $uri is, undecoded). */
const FILE_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?$/;

export class PageStore {
  #pages = new Map(); // key → page; Map order is the use order (oldest first)
  #bytes = 0;
  #generation;
  #dir;
  #build;

  /** `dir`: where nginx reads pages (undefined: memory only); `build`: the template's hash. */
  constructor({ maxBytes, dir, build }) {
    this.maxBytes = maxBytes;
    this.#dir = dir;
    this.#build = build;
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get generation() {
    return this.#generation;
  }

  /** The page kept under `key` (marked used), or undefined. */
  find(key) {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /**
   * Keeps `page` ({html, gzip, brotli, etag}) under `key` if it was built from data of the
   * current generation (and it alone fits the store).
   */
  keep(key, page, generation) {
    if (generation === undefined || generation !== this.#generation) return;
    const cost = page.html.length + page.gzip.length + page.brotli.length;
    if (cost > this.maxBytes) return;
    this.#drop(key);
    this.#pages.set(key, { ...page, cost });
    this.#bytes += cost;
    while (this.#bytes > this.maxBytes) this.#drop(this.#pages.keys().next().value);
    // Written in the background: the visitor who asked is answered from memory meanwhile.
    if (this.#dir && FILE_PATH.test(key)) void this.#write(key, page, generation);
  }

  /** A new data generation: everything kept is dropped, and nginx is pointed at its directory. */
  async follow(generation) {
    this.#generation = generation;
    this.#pages.clear();
    this.#bytes = 0;
    if (this.#dir) await this.#flip(generation);
  }

  #drop(key) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.cost;
    if (this.#dir && FILE_PATH.test(key)) {
      const folder = join(this.#dir, this.#folderOf(this.#generation), key);
      // nginx then asks the page server again; a file being sent stays readable until closed.
      void rm(join(folder, 'index.html'), { force: true }).then(() =>
        Promise.all(['index.html.gz', 'index.html.br'].map((f) => rm(join(folder, f), { force: true }))),
      );
    }
  }

  #folderOf(generation) {
    return `g${generation}-${this.#build}`;
  }

  async #write(key, page, generation) {
    const folder = join(this.#dir, this.#folderOf(generation), key);
    try {
      await mkdir(folder, { recursive: true, mode: 0o755 });
      // Each file complete before it is seen (rename), the plain one last: nginx looks for it.
      for (const [name, bytes] of [
        ['index.html.br', page.brotli],
        ['index.html.gz', page.gzip],
        ['index.html', page.html],
      ]) {
        const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}`);
        await writeFile(temporary, bytes, { mode: 0o644 });
        await rename(temporary, join(folder, name));
      }
    } catch (e) {
      console.error(`page_file_failed key=${key}: ${e?.message ?? e}`);
    }
  }

  /**
   * Points DIR/current at this generation's directory, unless another replica already pointed
   * it at a newer one, and removes the other generations' directories.
   */
  async #flip(generation) {
    const target = this.#folderOf(generation);
    const link = join(this.#dir, 'current');
    try {
      await mkdir(join(this.#dir, target), { recursive: true, mode: 0o755 });
      const now = await readlink(link).catch(() => '');
      const shown = /^g(\d+)-/.exec(now)?.[1];
      if (shown !== undefined && BigInt(shown) > BigInt(generation)) return;
      if (now !== target) {
        const temporary = join(this.#dir, `.current.${randomBytes(6).toString('hex')}`);
        await symlink(target, temporary);
        await rename(temporary, link);
      }
      for (const entry of await readdir(this.#dir)) {
        if (/^g\d+-/.test(entry) && entry !== target) await rm(join(this.#dir, entry), { recursive: true, force: true });
      }
    } catch (e) {
      console.error(`page_directory_failed generation=${generation}: ${e?.message ?? e}`);
    }
  }
}
