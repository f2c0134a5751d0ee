/**
 * Runtime configuration: read from `window.__APP_CONFIG__`, which /config.js sets
 * before the app's module runs. It holds only what belongs to a deployment (the API's
 * origin); the business's details are settings the owner edits (lib/site-settings.ts).
 */
export function getRuntimeConfig(raw: unknown = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__) {
  const base = (raw as { apiBaseUrl?: unknown } | null | undefined)?.apiBaseUrl;
  return { apiBaseUrl: typeof base === 'string' ? base.trim().replace(/\/+$/, '') : '' };
}

/** The origins this site is served from: the page's own, and the API's when it is another. */
export function siteOrigins(config = getRuntimeConfig()): string[] {
  const origins = typeof window === 'undefined' ? [] : [window.location.origin];
  try {
    if (config.apiBaseUrl) origins.push(new URL(config.apiBaseUrl).origin);
  } catch {
    // Not a URL: the page's own origin only.
  }
  return origins;
}
