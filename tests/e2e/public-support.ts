// Shared by the public-*.spec.ts files: viewports, reading the catalogue through the API (never
// hard-coded seed rows), the fixed constants (docs/behaviour.md), and a stub for the chat site.
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

/** Every public route is checked on a desktop and on a phone. */
export const VIEWPORTS = [
  { name: "desktop 1280", width: 1280, height: 900, mobile: false },
  { name: "phone 375", width: 375, height: 812, mobile: true },
] as const;

export const CATEGORIES = [
  {
    slug: "marine-spares",
    name: "Marine Supplies",
    navLabel: "Marine Supplies",
  },
  {
    slug: "vessel-chartering",
    name: "Vessel Chartering",
    navLabel: "Vessel Chartering",
  },
  {
    slug: "vessel-sales-purchase",
    name: "Vessel Sales & Purchase",
    navLabel: "Vessel S&P",
  },
] as const;

export interface Product {
  id: string;
  name: string;
  category: string;
  description: string;
  price: string;
  image: string;
  images: string[];
  showContactForPricing: boolean;
  timestamp: string;
  specs?: Record<string, string | number>;
}

/**
 * The words after a price: the listing's rate basis ('per hour'), else 'per unit/day' (docs/behaviour.md).
 */
export const priceSuffix = (p: Product) =>
  `per ${p.specs?.rateBasis ?? "unit/day"}`;

/** What the category search matches: name, description, builder, model, brand, part number. */
export const searchMatches = (p: Product, word: string) =>
  [
    p.name,
    p.description,
    p.specs?.builder,
    p.specs?.model,
    p.specs?.brand,
    p.specs?.partNumber,
  ].some((t) =>
    String(t ?? "")
      .toLowerCase()
      .includes(word.toLowerCase()),
  );

export interface Banner {
  id: string;
  title: string;
  buttonText: string;
  buttonLink: string | null;
}

export async function apiJson<T>(
  request: APIRequestContext,
  path: string,
): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

export const categoryProducts = (request: APIRequestContext, slug: string) =>
  apiJson<Product[]>(request, `/api/products/category/${slug}`);

/** The business's phone and WhatsApp numbers as the site's settings hold them now. */
export async function siteConstants(
  page: Page,
): Promise<{ phone: string; whatsapp: string }> {
  const settings = await apiJson<{ phone: string; whatsappNumber: string }>(
    page.request,
    "/api/settings",
  );
  return { phone: settings.phone, whatsapp: settings.whatsappNumber };
}

type PublicDesk = { phone: string; agents: { whatsapp: string }[]; categories: string[] };

/**
 * The numbers of the desk a category's buttons use (docs/desks.md): the desk listing the
 * category, else the first, the general desk, whose numbers the settings hold. `whatsapps` are
 * its agents on duty, one of whom each visitor is given.
 */
export async function deskNumbers(
  request: APIRequestContext,
  category?: string,
): Promise<{ phone: string; whatsapps: string[]; categories: string[] }> {
  const { desks = [] } = await apiJson<{ desks?: PublicDesk[] }>(request, "/api/settings");
  const desk = desks.find((d) => category !== undefined && d.categories.includes(category)) ?? desks[0]!;
  return { phone: desk.phone, whatsapps: desk.agents.map((a) => a.whatsapp), categories: desk.categories };
}

/**
 * A chat link to one of `numbers` whose prefilled text begins with `message`: a closed desk
 * adds when it replies after it (the e2e run's desks' clock stands on a Friday night).
 */
export async function expectChatLink(link: Locator, numbers: string[], message: string) {
  await expect
    .poll(async () => {
      const url = new URL((await link.getAttribute("href")) ?? "about:blank");
      const text = url.searchParams.get("text") ?? "";
      return `${numbers.includes(url.pathname.slice(1))} ${text.startsWith(message)} ${url.href}`;
    })
    .toMatch(/^true true /);
}

export const chatMessage = (item: string) =>
  `Hi! I'm interested in learning more about the ${item} from the company. Could you please provide more details?`;

/** The wa.me link for `item`, encoded exactly as docs/behaviour.md says. */
export const waHref = (number: string, item: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(chatMessage(item))}`;

/** Chat links open in a new tab: answer them locally instead of going to the internet. */
export async function stubChatSite(context: BrowserContext) {
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>chat stub</title>",
    }),
  );
}

/** "AED 48,500.00" as en-AE formats it (whitespace normalised). */
export function aed(price: string): RegExp {
  const n = Number.parseFloat(price).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return new RegExp(`AED\\s?${n.replace(/[.,]/g, "\\$&")}`);
}

/** Opens the phone menu when needed and returns the navigation that holds the main links. */
export async function mainNav(page: Page, mobile: boolean) {
  if (!mobile)
    return page.getByRole("navigation", { name: "Main", exact: true });
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await expect(
    page.getByRole("button", { name: "Close menu" }),
  ).toHaveAttribute("aria-expanded", "true");
  return page.getByRole("navigation", { name: "Main mobile" });
}

/** No horizontal scrolling: nothing is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "page is not wider than the viewport").toBeLessThanOrEqual(
    0,
  );
}

export const escapeRegExp = (s: string) =>
  s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The app has hydrated the page's server-rendered markup (docs/architecture.md, "First
 * paint"): before that the page shows, but its buttons do nothing yet. React marks the
 * elements it has hydrated (or rendered) with its own properties.
 */
export async function appReady(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector("#root header");
        return header !== null && Object.keys(header).some((k) => k.startsWith("__reactProps"));
      }),
    )
    .toBe(true);
}

/** The sum of the page's layout shifts so far (0 when there were none). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
        ).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
