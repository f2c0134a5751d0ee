/**
 * Runtime configuration: read from `window.__APP_CONFIG__`, which /config.js sets
 * before the app's module runs. A deployment edits that file; no rebuild is needed.
 */

/** Site constants that a deployment may override (all optional). */
export type SiteOverrides = Partial<{
  companyName: string;
  legalEntity: string;
  /** Phone number with country code, digits only, e.g. "971501234567". */
  phone: string;
  /** How the phone number is shown, e.g. "+971 50 123 4567" (derived from `phone` if absent). */
  phoneDisplay: string;
  /** WhatsApp number, digits only; defaults to `phone`. */
  whatsappNumber: string;
  email: string;
  address: string;
  adminUsername: string;
  creditName: string;
  creditUrl: string;
}>;

type RuntimeConfig = { apiBaseUrl: string; site: SiteOverrides };

function readWindowConfig(): unknown {
  return typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only non-empty string values: a typo in config.js must not break the site. */
function stringsOnly(value: unknown): SiteOverrides {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && v.trim() !== '') out[key] = v.trim();
  }
  return out as SiteOverrides;
}

export function getRuntimeConfig(raw: unknown = readWindowConfig()): RuntimeConfig {
  if (!isRecord(raw)) return { apiBaseUrl: '', site: {} };
  const base = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim() : '';
  return { apiBaseUrl: base.replace(/\/+$/, ''), site: stringsOnly(raw.site) };
}
