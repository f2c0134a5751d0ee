import { afterEach, describe, expect, it } from 'vitest';
import { CARD_SIZES, imageSources } from './image-variants';

const hash = '0123456789abcdef0123456789abcdef';
const upload = `/uploads/images/${hash}.webp`;

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('imageSources', () => {
  it('gives an upload every stored variant with its width, the medium one as src', () => {
    expect(imageSources(upload, CARD_SIZES)).toEqual({
      src: `/uploads/images/${hash}-800.webp`,
      srcSet:
        `/uploads/images/${hash}-400.webp 400w, ` +
        `/uploads/images/${hash}-800.webp 800w, ` +
        `/uploads/images/${hash}.webp 1600w`,
      sizes: CARD_SIZES,
    });
  });

  it('resolves the variants against the API origin when the SPA calls another origin', () => {
    window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.example.test' };
    const s = imageSources(upload, '20vw');
    expect(s.src).toBe(`https://api.example.test/uploads/images/${hash}-800.webp`);
    expect(s.srcSet?.split(', ')[0]).toBe(`https://api.example.test/uploads/images/${hash}-400.webp 400w`);
  });

  it('keeps every other URL as a plain src: placeholder, demo images, external, typed-in', () => {
    for (const url of [
      '/uploads/placeholder.jpg',
      '/uploads/demo/stockless-anchor-1500kg.svg',
      'https://cdn.example.test/photo.jpg',
      `https://cdn.example.test/uploads/images/${hash}.webp`,
      `/uploads/images/${hash}-400.webp`, // already a variant: never a variant of a variant
      `/uploads/images/${hash.toUpperCase()}.webp`,
      `/uploads/images/${hash}.jpg`,
      `/uploads/images/${hash.slice(1)}.webp`, // 31 hex characters: not a content hash of ours
    ]) {
      expect(imageSources(url, CARD_SIZES), url).toEqual({ src: url });
    }
  });
});
