// Parts lists end to end (docs/parts-lists.md) on a 375 px phone: twelve pasted lines (eight
// found, one of them through an old number, two to choose, two not in the catalogue), the
// choices picked and added; the WhatsApp text carries the products, the quantities, the old
// number, the lines not in the catalogue and the reference; the lead in the inbox shows the
// same. Then the same in Arabic (Arabic-Indic quantities), and a 40-line XLSX uploaded.
import { expect, test } from "@playwright/test";
import {
  appReady,
  expectNoHorizontalOverflow,
  stubChatSite,
} from "./public-support";
import { adminCredentials, logInThroughApi } from "./staff-helpers";
import { expectNoViolations } from "./axe-support";
import { xlsxBuffer } from "./xlsx-fixture";
import {
  code,
  createParts,
  oldCode,
  parts,
  removeParts,
  stamp,
} from "./parts-support";

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await createParts(request);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await removeParts(request);
  await request.dispose();
});

const name = (n: number) => parts[n - 1]!.name;

test("twelve pasted lines become one enquiry: found, chosen and not in the catalogue", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await stubChatSite(context);
  await page.goto("/enquiry");
  await appReady(page);
  const lines = [
    `${code(1)} x4`,
    code(2).toLowerCase().replace("-", ""),
    `3 pcs ${code(3)}`,
    `${code(4)}\t2`,
    `${code(5)}, 6`,
    `qty 2 ${code(6)}`,
    oldCode,
    `${code(8)} fuel filter`,
    "quokka manifold x2",
    `wombat impeller ${stamp}`,
    `ZZNOPE${stamp} widget x3`,
    "Custom bronze flange DN50, 2",
  ];
  await page
    .getByRole("textbox", { name: "Paste a parts list" })
    .fill(lines.join("\n"));
  await page.getByRole("button", { name: "Find the parts" }).click();
  await expect(
    page.getByText("12 lines: 8 found, 2 to choose, 2 not in the catalogue."),
  ).toHaveAttribute("role", "status");
  const found = page.getByRole("region", { name: "Found" });
  for (let n = 1; n <= 8; n += 1)
    await expect(
      found.getByRole("checkbox", { name: `Add ${name(n)}` }),
    ).toBeChecked();
  await expect(found.getByText(`Replaces ${oldCode}`)).toBeVisible();
  await page
    .getByRole("group", { name: "Choose the part: quokka manifold" })
    .getByRole("radio", { name: new RegExp(name(9)) })
    .check();
  await page
    .getByRole("group", { name: `Choose the part: wombat impeller ${stamp}` })
    .getByRole("radio", { name: new RegExp(name(11)) })
    .check();
  const missing = page.getByRole("region", { name: "Not in the catalogue" });
  await expect(missing.getByText(`ZZNOPE${stamp} widget`)).toBeVisible();
  await expect(missing.getByText("Custom bronze flange DN50")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Add to my list" }).click();
  await expect(
    page.getByText("Added 10 products and 2 other lines to your list."),
  ).toHaveAttribute("role", "status");
  await expect(
    page.getByRole("link", { name: "Enquiry list (10)" }),
  ).toBeVisible();
  await expect(
    page.getByRole("spinbutton", { name: `Quantity of ${name(1)}` }),
  ).toHaveValue("4");
  await expect(
    page.getByRole("spinbutton", { name: `Quantity of ${name(5)}` }),
  ).toHaveValue("6");
  await expectNoViolations(page);

  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: "Send on WhatsApp" }).click();
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const text = new URL(chatPage.url()).searchParams.get("text") ?? "";
  await chatPage.close();
  const ref = /^Reference: (Q-[2-9A-HJ-NP-Z]{4,6})$/m.exec(text)?.[1];
  expect(ref, text).toBeTruthy();
  for (const [n, quantity] of [
    [1, 4],
    [2, 1],
    [3, 3],
    [4, 2],
    [5, 6],
    [6, 2],
    [8, 1],
    [9, 2],
    [11, 1],
  ] as const)
    expect(text).toContain(`${name(n)} × ${quantity}`);
  expect(text).toMatch(new RegExp(`${oldCode} → ${code(7)}.*${name(7)}`));
  expect(text).toContain("Not in the catalogue");
  expect(text).toContain(`ZZNOPE${stamp} widget × 3`);
  expect(text).toContain("Custom bronze flange DN50 × 2");

  // The lead: the same lines.
  await logInThroughApi(page, adminCredentials());
  await page.goto(`/admin/enquiries/${ref}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Lead ${ref}` }),
  ).toBeVisible();
  const lead = page.getByRole("main");
  await expect(lead.getByText(`ZZNOPE${stamp} widget`)).toBeVisible();
  await expect(lead.getByText("Custom bronze flange DN50")).toBeVisible();
  await expect(lead.getByText(oldCode)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
});

test("the Arabic page: Arabic-Indic quantities, the review in Arabic, the heading in the message", async ({
  page,
  context,
}) => {
  await stubChatSite(context);
  await page.goto("/ar/enquiry");
  await appReady(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page
    .getByRole("textbox", { name: "الصق قائمة القطع" })
    .fill([`${code(1)} × ٣`, `قطعة غير معروفة ${stamp} عدد ٢`].join("\n"));
  await page.getByRole("button", { name: "ابحث عن القطع" }).click();
  await expect(
    page.getByRole("checkbox", { name: new RegExp(name(1)) }),
  ).toBeChecked();
  await expect(
    page.getByRole("region", { name: "غير موجود في الكتالوج" }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "أضف إلى قائمتي" }).click();
  await expect(
    page.getByRole("spinbutton", { name: new RegExp(name(1)) }),
  ).toHaveValue("3");
  const chat = context.waitForEvent("page");
  await page.getByRole("button", { name: "أرسل عبر واتساب" }).click();
  const chatPage = await chat;
  await chatPage.waitForLoadState();
  const text = new URL(chatPage.url()).searchParams.get("text") ?? "";
  await chatPage.close();
  expect(text).toContain("غير موجود في الكتالوج");
  expect(text).toContain(`قطعة غير معروفة ${stamp}`);
});

test("a 40-line XLSX uploaded: its rows looked up, the header row left out", async ({
  page,
}) => {
  await page.goto("/enquiry");
  await appReady(page);
  const rows = [
    ["Part No.", "Qty"],
    ...Array.from({ length: 8 }, (_, i) => [code(i + 1), String(i + 1)]),
    ...Array.from({ length: 32 }, (_, i) => [`NOPE${stamp}-${i}`, "1"]),
  ];
  await page.getByLabel("Or upload a CSV or XLSX file").setInputFiles({
    name: "parts.xlsx",
    mimeType:
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsxBuffer(rows),
  });
  await expect(
    page.getByText("40 lines: 8 found, 0 to choose, 32 not in the catalogue."),
  ).toHaveAttribute("role", "status");
  await expect(
    page.getByRole("region", { name: "Found" }).getByRole("checkbox"),
  ).toHaveCount(8);
  await expectNoViolations(page);
});
