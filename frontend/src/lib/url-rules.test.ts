/** The same cases as the server's tests/unit/url_rules_test.cpp: the two must agree. */
import { describe, expect, it } from 'vitest';
import { isValidImageUrl, isValidLink, percentDecode } from './url-rules';

describe('link rule', () => {
  it('accepts our paths and https URLs', () => {
    for (const ok of [
      '/',
      '/contact',
      '/category/marine-spares',
      '/category/vessel-chartering?sort=newest#list',
      '/product/product_1779171000000',
      '/contact/',
      '/%D8%B9%D8%B1%D8%A8%D9%8A',
      '/عربي',
      'https://example.com',
      'https://example.com/offer?x=1',
      'https://www.example.ae:8443/a',
      '/?q=anchor%20chain',
    ]) {
      expect(isValidLink(ok), ok).toBe(true);
    }
  });

  it('refuses what a browser resolves elsewhere, scripts and credentials', () => {
    for (const bad of [
      '',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/%2fevil.example/',
      '/./\\evil',
      '/a/../..//evil',
      '/../evil',
      '/.',
      '/javascript:alert(1)',
      '/javascript%3Aalert(1)',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://example.com',
      'https://user:pass@example.com/',
      'https://user@example.com/',
      'https://',
      'https:///path',
      'https://exa mple.com',
      'https:example.com',
      'ftp://example.com',
      'not a url',
      '/a b',
      '/a\tb',
      '/a\nb',
      '/%0aevil',
      '/%00',
      '/%',
      '/%zz',
      '/a//b',
      '\\\\evil.example',
      'https://evil.example\\@good.example',
      'https://%65vil.example/',
      '/a\u0000b',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      expect(isValidLink(bad), bad).toBe(false);
    }
  });
});

describe('image-URL rule', () => {
  it('accepts our media files and https URLs', () => {
    for (const ok of [
      '/uploads/demo/a.svg',
      '/uploads/placeholder.jpg',
      '/uploads/2026/11/x-y_z.webp',
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/image?id=7',
    ]) {
      expect(isValidImageUrl(ok), ok).toBe(true);
    }
  });

  it('refuses mixed content, credentials, traversal after decoding and scripts', () => {
    for (const bad of [
      '',
      'http://example.com/a.png',
      'https://user:pass@host/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x.com/a.png',
      'images/a.png',
      '/etc/passwd',
      '/uploads/',
      '/uploads/../x.png',
      '/uploads/%2e%2e/x.png',
      '/uploads/%2E%2E/%2e%2e/etc/passwd',
      '/uploads/a/%2e%2e/%2e%2e/x.png',
      '/uploads/.hidden.png',
      '/uploads/a%2fb/../c.png',
      '/uploads/a%5Cb.png',
      '/uploads/a%00.png',
      '/uploads/x.html',
      '/uploads/x.png?v=1',
      '/uploads//x.png',
      'https://',
      'https:///a.png',
      'http://a b.com/x',
      'https://x.com/a\n.png',
      '//cdn.example.com/a.png',
      '/\\cdn.example.com/a.png',
      `https://x.com/${'a'.repeat(2100)}`,
    ]) {
      expect(isValidImageUrl(bad), bad).toBe(false);
    }
  });
});

describe('percentDecode', () => {
  it('decodes pairs of hex digits only', () => {
    expect(percentDecode('%41b%2f%2F')).toBe('Ab//');
    expect(percentDecode('%D8%B9')).toBe('ع');
    expect(percentDecode('%')).toBeNull();
    expect(percentDecode('%4')).toBeNull();
    expect(percentDecode('a%g1')).toBeNull();
  });
});
