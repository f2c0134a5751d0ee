/**
 * Query-key factories shared by features (so a staff mutation can invalidate what the
 * public pages read). Invalidate by prefix: `productKeys.all` refreshes every product list.
 */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  recent: (n: number) => [...productKeys.all, 'recent', n] as const,
  category: (slug: string) => [...productKeys.all, 'category', slug] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  /** One search list (lib/product-search.ts), by its canonical parameters. */
  search: (params: Partial<Record<string, string>>) => [...productKeys.all, 'search', params] as const,
};

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
  active: () => [...bannerKeys.all, 'active'] as const,
};

/** The business's settings: one entry, seeded from the page's HTML (lib/site-settings.ts). */
export const siteSettingsKey = ['site-settings'] as const;
