import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadArabic } from '@/i18n/lang';
import { embedSettings, testQueryClient } from '@/testing/test-utils';
import { DocumentFactsContext, OriginContext, type DocumentFacts } from './document-facts';
import { PageHead, type PageHeadProps } from './page-head';

const ORIGIN = 'https://www.example.ae';

/** Renders a PageHead at `at` and gives the tags React put into the document's head. */
async function headAt(at: string, props: PageHeadProps) {
  if (at.startsWith('/ar')) await loadArabic(at);
  embedSettings({ companyName: 'Blue Harbour' });
  const facts: DocumentFacts = { status: 0, canonicalPath: null };
  const router = createMemoryRouter([{ path: '*', element: <PageHead {...props} /> }], { initialEntries: [at] });
  render(
    <DocumentFactsContext value={facts}>
      <OriginContext value={ORIGIN}>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </OriginContext>
    </DocumentFactsContext>,
  );
  const attr = (selector: string, name = 'content') =>
    [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(name));
  return { facts, attr };
}

describe('a page head', () => {
  it('gives the canonical URL in the page language, the alternates and the share tags', async () => {
    const { facts, attr } = await headAt('/ar/category/marine-spares', {
      title: 'Marine',
      path: '/category/marine-spares',
      image: '/uploads/images/0123456789abcdef0123456789abcdef-share.jpg',
    });
    expect(document.title).toBe('Marine');
    expect(attr('link[rel="canonical"]', 'href')).toEqual([`${ORIGIN}/ar/category/marine-spares`]);
    expect(attr('link[rel="alternate"]', 'hreflang')).toEqual(['en', 'ar', 'x-default']);
    expect(attr('link[rel="alternate"]', 'href')).toEqual([
      `${ORIGIN}/category/marine-spares`,
      `${ORIGIN}/ar/category/marine-spares`,
      `${ORIGIN}/category/marine-spares`,
    ]);
    expect(attr('meta[property="og:url"]')).toEqual([`${ORIGIN}/ar/category/marine-spares`]);
    expect(attr('meta[property="og:locale"]')).toEqual(['ar_AE']);
    expect(attr('meta[property="og:image"]')).toEqual([
      `${ORIGIN}/uploads/images/0123456789abcdef0123456789abcdef-share.jpg`,
    ]);
    expect(attr('meta[property="og:image:width"]')).toEqual(['1200']);
    expect(attr('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(attr('meta[name="robots"]')).toEqual([]);
    // The site's description, in Arabic, with the company's Latin name isolated.
    expect(attr('meta[name="description"]')[0]).toContain('\u2068Blue Harbour\u2069');
    expect(facts).toEqual({ status: 200, canonicalPath: '/ar/category/marine-spares' });
  });

  it('keeps a search out of search engines, and a not-found view too, without a canonical URL', async () => {
    const search = await headAt('/search?q=pump', { title: 'Search', path: '/search', noindex: true });
    expect(search.attr('meta[name="robots"]')).toEqual(['noindex']);
    expect(search.attr('meta[name="twitter:card"]')).toEqual(['summary']);
    expect(search.attr('link[rel="canonical"]', 'href')).toEqual([`${ORIGIN}/search`]);
  });

  it('says 404 for a not-found view, with noindex and no canonical URL or alternates', async () => {
    const { facts, attr } = await headAt('/no where', { title: 'Not found' });
    expect(attr('meta[name="robots"]')).toEqual(['noindex']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual([]);
    expect(attr('link[rel="alternate"]', 'href')).toEqual([]);
    expect(attr('meta[property="og:url"]')).toEqual([`${ORIGIN}/no%20where`]);
    expect(facts).toEqual({ status: 404, canonicalPath: null });
  });
});
