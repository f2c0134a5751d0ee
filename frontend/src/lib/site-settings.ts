/**
 * The business's settings (company, numbers, hours, texts), which every page shows. The page's
 * HTML from the API carries them as JSON in a non-executable
 * `<script type="application/json" id="site-settings">`, so the first render already has the real
 * ones (and the CSP stays strict); they are the initial data of the one query under
 * `siteSettingsKey`. The static index.html (API down) has none: then they are fetched from
 * GET /api/settings, and the placeholders of config/site.ts show until (or unless) they arrive.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildSite, DEFAULT_SETTINGS, type Site } from '@/config/site';
import { useLang } from '@/i18n';
import type { SiteSettings } from '@/types/api';
import { api } from './api';
import { siteSettingsKey } from './query-keys';

/**
 * The settings in `raw` over the placeholders (a field an older server lacks keeps its
 * placeholder); undefined when `raw` is not a settings object.
 */
export function toSiteSettings(raw: unknown): SiteSettings | undefined {
  return typeof (raw as SiteSettings | null)?.companyName === 'string'
    ? { ...DEFAULT_SETTINGS, ...(raw as SiteSettings) }
    : undefined;
}

/** The settings embedded in the page's HTML; undefined when there are none or they are malformed. */
export function readEmbeddedSettings(): SiteSettings | undefined {
  // On the server (entry-server.tsx) the settings are set in the cache before rendering.
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('site-settings')?.textContent;
  if (!text) return undefined;
  try {
    return toSiteSettings(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** The embedded settings are the query's initial data; without them, the first reader fetches them. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKey,
    queryFn: async ({ signal }) => toSiteSettings(await api.get('/api/settings', { signal })) ?? DEFAULT_SETTINGS,
    initialData: readEmbeddedSettings,
  });

/** The settings as the pages show them, in the page's language; the placeholders while none are known. */
export function useSite(): Site {
  return buildSite(useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SETTINGS, useLang());
}
