// axe-core (WCAG 2.2 level A and AA rules) over every public and staff screen, on a phone
// (375 px) and a desktop (1280 px): each screen must have no violation. Staff screens are
// checked as they show with their forms open too, since the forms are most of what they are.
import { expect, test, type Page } from "@playwright/test";
import { apiJson, type Product } from "./public-support";
import {
  adminCredentials,
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  logInThroughApi,
  uniqueUsername,
  type SubUser,
} from "./staff-helpers";
import { expectNoViolations } from "./axe-support";

const WIDTHS = [375, 1280] as const;
type Screen = {
  name: string;
  path: (ids: { product: string }) => string;
  /** Brings the screen into the state to check (data loaded, a form open). */
  ready: (page: Page) => Promise<void>;
  as?: "admin" | "sub-user";
};

const heading = (page: Page, name: string | RegExp, level = 1) =>
  expect(page.getByRole("heading", { name, level })).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: "home",
    path: () => "/",
    ready: async (page) => {
      await expect(page.getByRole("heading", { name: "Recently Added Products" })).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
    },
  },
  {
    name: "category",
    path: () => "/category/marine-spares",
    ready: (page) => heading(page, "Marine Supplies"),
  },
  { name: "unknown category", path: () => "/category/nothing-here", ready: (page) => heading(page, "Category Not Found") },
  {
    name: "product",
    path: ({ product }) => `/product/${product}`,
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Next image" })).toBeVisible();
    },
  },
  {
    name: "product lightbox",
    path: ({ product }) => `/product/${product}`,
    ready: async (page) => {
      await page.getByRole("button", { name: /^Open full-screen image 1 of/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  { name: "unknown product", path: () => "/product/product_0", ready: (page) => heading(page, "Product Not Found") },
  { name: "contact", path: () => "/contact", ready: (page) => heading(page, /Contact/) },
  { name: "404", path: () => "/no-such-page", ready: (page) => heading(page, "404 - Page Not Found") },
  {
    name: "empty enquiry list",
    path: () => "/enquiry",
    ready: (page) => expect(page.getByText("Your enquiry list is empty.")).toBeVisible(),
  },
  { name: "staff login", path: () => "/admin", ready: (page) => heading(page, "Admin Access") },
  { name: "staff 404", path: () => "/admin/no-such-page", ready: (page) => heading(page, "404 - Page Not Found") },
  {
    name: "product admin with the edit form",
    path: () => "/admin",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Product Administration");
      await page.getByRole("button", { name: /^Edit / }).first().click();
      await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Chosen images" })).toBeVisible();
    },
  },
  {
    name: "product admin with the add form",
    path: () => "/admin",
    as: "admin",
    ready: async (page) => {
      await expect(page.getByRole("table")).toBeVisible();
      await page.getByRole("button", { name: "Add New Product" }).click();
      await expect(page.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    },
  },
  {
    name: "banner admin",
    path: () => "/admin/banners",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Banner Administration");
      await expect(page.getByRole("heading", { name: "Existing Banners" })).toBeVisible();
      await expect(page.getByText("Loading banners...")).toHaveCount(0);
    },
  },
  {
    name: "sub-user management with the add form",
    path: () => "/admin/users",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Sub-User Management");
      await expect(page.getByText("Loading sub-users...")).toHaveCount(0);
      await page.getByRole("button", { name: "Add Sub-User" }).click();
      await expect(page.getByRole("heading", { name: "Add New Sub-User" })).toBeVisible();
    },
  },
  {
    name: "site settings",
    path: () => "/admin/settings",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Site Settings");
      await expect(page.getByLabel(/^Company name(?! \(Arabic\))/)).not.toHaveValue("");
    },
  },
  {
    name: "activity log",
    path: () => "/admin/activity",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Activity Log");
      await expect(page.getByRole("table")).toBeVisible();
    },
  },
  {
    name: "catalogue import",
    path: () => "/admin/import",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Import and Export");
      await expect(page.getByLabel(/Drop a CSV or XLSX file here/)).toBeAttached();
    },
  },
  {
    name: "charter calendar",
    path: () => "/admin/calendar",
    as: "sub-user",
    ready: async (page) => {
      await heading(page, "Charter Calendar");
      await expect(page.getByText("Loading the calendar...")).toHaveCount(0);
      await expect(page.getByText("Loading the channel calendars...")).toHaveCount(0);
    },
  },
  {
    name: "lead inbox",
    path: () => "/admin/enquiries",
    as: "sub-user",
    ready: async (page) => {
      await heading(page, "Leads");
      await expect(page.getByText("Loading leads...")).toHaveCount(0);
    },
  },
  {
    name: "enquiry insights",
    path: () => "/admin/insights",
    as: "admin",
    ready: async (page) => {
      await heading(page, "Enquiry Insights");
      await expect(page.getByText("Loading insights...")).toHaveCount(0);
    },
  },
  {
    name: "sub-user products with the add form",
    path: () => "/sub-user",
    as: "sub-user",
    ready: async (page) => {
      await heading(page, "Product Management");
      await expect(page.getByRole("table")).toBeVisible();
      await page.getByRole("button", { name: "Add Product", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
    },
  },
];

let subUser: SubUser;
const subUserPassword = "e2e-a11y-pass-1";
let productWithGallery = "";

test.beforeAll(async ({ request }) => {
  const products = await apiJson<Product[]>(request, "/api/products");
  const withGallery = products.find((p) => p.images.length > 0);
  expect(withGallery, "the demo catalogue has a product with several images").toBeTruthy();
  productWithGallery = withGallery!.id;
  await apiLoginAsAdmin(request);
  subUser = await apiCreateSubUser(request, {
    name: "E2E A11y Sub User",
    username: uniqueUsername("e2e_a11y"),
    password: subUserPassword,
  });
});

test.afterAll(async ({ request }) => {
  await apiLoginAsAdmin(request);
  if (subUser) await apiDeleteSubUser(request, subUser.id);
});

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 812 : 900 } });

    for (const screen of SCREENS) {
      test(`${screen.name}: no WCAG 2.2 AA violation`, async ({ page }) => {
        // axe and a full-page screenshot of the longest screens (the product forms with their
        // specification fields) took 35-40 s with the machine loaded (load average 29): a
        // bound that still tells a hang, not a speed requirement.
        test.setTimeout(60_000);
        if (screen.as === "admin") await logInThroughApi(page, adminCredentials());
        if (screen.as === "sub-user") await logInThroughApi(page, { username: subUser.username, password: subUserPassword });
        await page.goto(screen.path({ product: productWithGallery }));
        await screen.ready(page);
        await expectNoViolations(page);
        // what was checked, for a person to look at (test-results/)
        const slug = screen.name.replace(/\W+/g, "-");
        await page.screenshot({ path: `test-results/a11y-${width}-${slug}.png`, fullPage: true });
      });
    }
  });
}
