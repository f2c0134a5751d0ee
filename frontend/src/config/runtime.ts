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
  /** Business hours, e.g. [{ days: "Sunday to Thursday", hours: "8:00 AM-6:00 PM" }]. */
  businessHours: BusinessHours[];
}>;

export type BusinessHours = { days: string; hours: string };

type RuntimeConfig = { apiBaseUrl: string; site: SiteOverrides };

function readWindowConfig(): unknown {
  return typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** A non-empty list of { days, hours } with text in both, or undefined. */
function hoursList(value: unknown): BusinessHours[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows = value.flatMap((row) => {
    if (!isRecord(row)) return [];
    const days = text(row.days);
    const hours = text(row.hours);
    return days && hours ? [{ days, hours }] : [];
  });
  return rows.length > 0 ? rows : undefined;
}

/**
 * Keeps only non-empty string values (and a well-formed `businessHours` list):
 * a typo in config.js must not break the site.
 */
function siteOverrides(value: unknown): SiteOverrides {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'businessHours') {
      const hours = hoursList(v);
      if (hours) out[key] = hours;
    } else if (text(v) !== undefined) {
      out[key] = text(v);
    }
  }
  return out as SiteOverrides;
}

export function getRuntimeConfig(raw: unknown = readWindowConfig()): RuntimeConfig {
  if (!isRecord(raw)) return { apiBaseUrl: '', site: {} };
  const base = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim() : '';
  return { apiBaseUrl: base.replace(/\/+$/, ''), site: siteOverrides(raw.site) };
}
