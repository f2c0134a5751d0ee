/**
 * The business's settings (company, numbers, hours, texts), which every page shows: one query
 * under `siteSettingsKey`, which the root route's loader starts (app/router.tsx). The page
 * server runs that loader too and sends the answer with the page (lib/page-data.ts), so the
 * first render already has the real settings. Until they are known (the static index.html,
 * the API down) the placeholders of config/site.ts show.
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

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKey,
    queryFn: async ({ signal }) => toSiteSettings(await api.get('/api/settings', { signal })) ?? DEFAULT_SETTINGS,
  });

/** The settings as stored (English and Arabic fields apart); the placeholders while none are known. */
export function useSettings(): SiteSettings {
  return useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SETTINGS;
}

/** The settings as the pages show them, in the page's language; the placeholders while none are known. */
export function useSite(): Site {
  return buildSite(useSettings(), useLang());
}
