// Desks and hours end to end (docs/desks.md). The spec sets a parts desk and a charter desk
// through the administrator's call and puts the site's desks back afterwards. The e2e run's
// desks' clock stands on a Friday night in Dubai (scripts/test; the browser's own clock is
// not touched), so every desk is closed: the pages say when each replies, and the WhatsApp
// texts say it too. Phones and desktops, English and Arabic; no hydration warning anywhere.
import { expect, test, type Page } from "@playwright/test";
import { apiJson, appReady, categoryProducts, expectNoHorizontalOverflow, stubChatSite } from "./public-support";
import { apiLoginAsAdmin, loginAsAdminAt } from "./staff-helpers";
import { expectNoViolations } from "./axe-support";
import {
  CHARTER_AGENT,
  chatLink,
  hydrationWarnings,
  PARTS_AGENTS,
  PARTS_OFF_DUTY,
  putDesks,
  specDesks,
  waitForPublicDesks,
} from "./desks-support";

type AdminDesk = { id: string } & Record<string, unknown>;
let original: AdminDesk[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  original = ((await (await request.get("/api/admin/settings/desks")).json()) as { desks: AdminDesk[] }).desks;
  await putDesks(request, specDesks(original[0]!));
  await waitForPublicDesks(request, [original[0]!.id, "e2e-parts", "e2e-charter"]);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiLoginAsAdmin(request);
  await putDesks(request, original);
  await request.dispose();
});

const VIEWPORTS = [
  { name: "phone", width: 375, height: 812, mobile: true },
  { name: "desktop", width: 1280, height: 900, mobile: false },
];
const LANGS = [
  { lang: "en", prefix: "", chat: "WhatsApp", closed: /Closed/, partsReply: /tomorrow 9:00/, reply: /We will reply/ },
  { lang: "ar", prefix: "/ar", chat: "واتساب", closed: /مغلق/, partsReply: /9:00/, reply: /سنرد/ },
];

async function productPage(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  return page.getByRole("main");
}

for (const vp of VIEWPORTS) {
  for (const l of LANGS) {
    test.describe(`${vp.name}, ${l.lang}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height }, hasTouch: vp.mobile, isMobile: vp.mobile });

      test("a spare part chats with the parts desk's agent, a vessel with the charter desk, both closed", async ({
        page,
      }) => {
        const warnings = hydrationWarnings(page);
        const spare = (await categoryProducts(page.request, "marine-spares"))[0]!;
        const vessel = (await categoryProducts(page.request, "vessel-chartering"))[0]!;

        let main = await productPage(page, `${l.prefix}/product/${spare.id}`);
        const status = main.getByTestId("desk-status").first();
        await expect(status).toContainText(l.closed);
        await expect(status).toContainText(l.partsReply);
        const chat = main.getByRole("link", { name: l.chat, exact: true }).first();
        // After hydration the link is the visitor's own agent, one of the on-duty two.
        await expect.poll(async () => PARTS_AGENTS.includes((await chatLink(chat)).number)).toBe(true);
        const first = await chatLink(chat);
        expect(first.number).not.toBe(PARTS_OFF_DUTY);
        expect(first.text).toMatch(l.reply);
        expect(first.text).toContain("9:00");
        await expect(main.getByRole("link", { name: /\+971 4 555 0001/ }).first()).toHaveAttribute(
          "href",
          "tel:+97145550001",
        );
        await expectNoHorizontalOverflow(page);

        // The visitor keeps their agent: a reload gives the same number.
        await page.reload();
        await appReady(page);
        await expect.poll(async () => (await chatLink(chat)).number).toBe(first.number);
        const stored = await page.evaluate(() => localStorage.getItem("marine.agents"));
        expect(JSON.parse(stored ?? "{}")["e2e-parts"]).toBe(first.number);

        main = await productPage(page, `${l.prefix}/product/${vessel.id}`);
        const vesselChat = main.getByRole("link", { name: l.chat, exact: true }).first();
        await expect.poll(async () => (await chatLink(vesselChat)).number).toBe(CHARTER_AGENT);
        expect((await chatLink(vesselChat)).text).toMatch(l.reply);
        await expect(main.getByTestId("desk-status").first()).toContainText(l.closed);
        expect(warnings).toEqual([]);
      });
    });
  }
}

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("an enquiry list of parts goes to the parts desk, says when it replies, and the lead is marked", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await stubChatSite(context);
    const warnings = hydrationWarnings(page);
    const spare = (await categoryProducts(page.request, "marine-spares"))[0]!;
    const main = await productPage(page, `/product/${spare.id}`);
    await main.getByRole("button", { name: `Add to enquiry: ${spare.name}`, exact: true }).click();
    await page.goto("/enquiry");
    await appReady(page);
    await expect(page.getByRole("main").getByTestId("desk-status").first()).toContainText("Closed");

    const chat = context.waitForEvent("page");
    await page.getByRole("button", { name: "Send on WhatsApp" }).click();
    const chatPage = await chat;
    await chatPage.waitForLoadState();
    const url = new URL(chatPage.url());
    expect(PARTS_AGENTS).toContain(url.pathname.slice(1));
    const text = url.searchParams.get("text") ?? "";
    const ref = /^Reference: (Q-[2-9A-HJ-NP-Z]{4,6})$/m.exec(text)?.[1];
    expect(ref, text).toBeTruthy();
    expect(text).toContain(`We will reply tomorrow 9:00; your reference is ${ref}`);
    await chatPage.close();
    expect(warnings).toEqual([]);

    // The lead: the parts desk's, out of hours, found by the inbox's desk filter.
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsAdminAt(page, "/admin/enquiries");
    const filters = page.getByRole("search", { name: "Find leads" });
    const showDesk = async (name: string) => {
      await filters.getByLabel("Desk").selectOption({ label: name });
      await filters.getByRole("button", { name: "Show" }).click();
    };
    await showDesk("Parts desk");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: ref!, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Out of hours");
    await expect(row).toContainText("Parts desk");
    const lead = await apiJson<{ desk: string | null; outOfHours: boolean }>(
      page.request,
      `/api/admin/enquiries/${encodeURIComponent(ref!)}`,
    );
    expect(lead.desk).toBe("e2e-parts");
    expect(lead.outOfHours).toBe(true);
    await expectNoViolations(page);
    await showDesk("Charter desk");
    await expect(page.getByRole("link", { name: ref!, exact: true })).toHaveCount(0);
  });

  test("the contact page lists the desks with their hours, numbers and agents, and the JSON-LD has them", async ({
    page,
  }) => {
    const warnings = hydrationWarnings(page);
    await page.goto("/contact");
    await appReady(page);
    const main = page.getByRole("main");
    for (const text of ["Parts desk", "Charter desk", "Aisha", "Omar", "Khalid", "+971 4 555 0001", "National Day"]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(main.getByText("Ravi")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoViolations(page);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks.map((b) => JSON.parse(b)).find((j) => Array.isArray(j.department));
    expect(business, blocks.join("\n")).toBeTruthy();
    const parts = business.department.find((d: { name: string }) => d.name === "Parts desk");
    expect(parts.telephone).toBe("+97145550001");
    expect(parts.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ opens: "09:00", closes: "13:00" }),
    );
    expect(parts.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: "2030-12-02", validThrough: "2030-12-03", opens: "00:00", closes: "00:00" }),
    );
    expect(warnings).toEqual([]);
  });
});

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the administrator's desk editor passes axe, and an agent put off duty leaves the pages", async ({ page }) => {
    await loginAsAdminAt(page, "/admin/settings/desks");
    const editor = page.getByTestId("desk-editor");
    await expect(editor).toBeVisible();
    await expect(editor.getByRole("textbox").first()).toBeVisible();
    await expectNoViolations(page);

    // Omar goes off duty through the call the editor makes; a parts page then links Aisha only.
    const desks = ((await apiJson<{ desks: AdminDesk[] }>(page.request, "/api/admin/settings/desks")).desks);
    const parts = desks.find((d) => d.id === "e2e-parts") as { agents: { whatsapp: string; active: boolean }[] };
    for (const agent of parts.agents) agent.active = agent.whatsapp === PARTS_AGENTS[0];
    await putDesks(page.request, desks);
    const spare = (await categoryProducts(page.request, "marine-spares"))[0]!;
    await expect
      .poll(async () => {
        const main = await productPage(page, `/product/${spare.id}`);
        return (await chatLink(main.getByRole("link", { name: "WhatsApp", exact: true }).first())).number;
      })
      .toBe(PARTS_AGENTS[0]);
  });
});
