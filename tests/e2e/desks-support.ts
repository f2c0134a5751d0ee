// The desks the desks spec sets (docs/desks.md), and what it reads back from pages: the
// e2e run's desks' clock stands on a Friday night in Dubai (scripts/test), when all of them
// are closed and the parts desk opens next on Saturday at 9:00, the charter desk on Sunday.
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";

const week = (sunToThu: { from: string; to: string }[], sat: { from: string; to: string }[] = []) => ({
  sun: sunToThu,
  mon: sunToThu,
  tue: sunToThu,
  wed: sunToThu,
  thu: sunToThu,
  fri: [],
  sat,
});

export const PARTS_AGENTS = ["971501110001", "971501110002"];
export const PARTS_OFF_DUTY = "971501110003";
export const CHARTER_AGENT = "971502220001";

/** The general desk kept as the site had it, then a parts and a charter desk of the spec's own. */
export function specDesks(general: Record<string, unknown>) {
  return [
    { ...general, categories: ["vessel-sales-purchase"] },
    {
      id: "e2e-parts",
      name: "Parts desk",
      nameAr: "قسم قطع الغيار",
      phone: "97145550001",
      email: "parts@example.com",
      agents: [
        { name: "Aisha", nameAr: "عائشة", whatsapp: PARTS_AGENTS[0], active: true },
        { name: "Omar", nameAr: "عمر", whatsapp: PARTS_AGENTS[1], active: true },
        { name: "Ravi", nameAr: "رافي", whatsapp: PARTS_OFF_DUTY, active: false },
      ],
      hours: week([{ from: "08:00", to: "18:00" }], [{ from: "09:00", to: "13:00" }]),
      exceptions: [
        { from: "2030-12-02", to: "2030-12-03", name: "National Day", nameAr: "اليوم الوطني", closed: true },
      ],
      categories: ["marine-spares"],
    },
    {
      id: "e2e-charter",
      name: "Charter desk",
      nameAr: "قسم التأجير",
      phone: "97145550002",
      email: "charter@example.com",
      agents: [{ name: "Khalid", nameAr: "خالد", whatsapp: CHARTER_AGENT, active: true }],
      hours: week([{ from: "08:00", to: "12:00" }, { from: "13:00", to: "17:00" }]),
      exceptions: [],
      categories: ["vessel-chartering"],
    },
  ];
}

export async function putDesks(request: APIRequestContext, desks: unknown[]) {
  const response = await request.put("/api/admin/settings/desks", { data: { desks } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The public settings' desks show a PUT at once (the read cache is invalidated). */
export async function waitForPublicDesks(request: APIRequestContext, ids: string[]) {
  await expect
    .poll(async () => {
      const settings = (await (await request.get("/api/settings")).json()) as { desks?: { id: string }[] };
      return (settings.desks ?? []).map((d) => d.id);
    })
    .toEqual(ids);
}

/** Console messages that tell of a hydration mismatch (React's words or its minified errors). */
export function hydrationWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (/hydrat|did not match|server rendered|#418|#423|#425/i.test(m.text())) seen.push(m.text());
  });
  page.on("pageerror", (e) => {
    if (/hydrat|#418|#423|#425/i.test(e.message)) seen.push(e.message);
  });
  return seen;
}

/** The chat link in `scope`: its number and prefilled text. */
export async function chatLink(scope: ReturnType<Page["getByRole"]>) {
  const href = (await scope.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(url.hostname).toBe("wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
}
