// The tooltips' code loads on the first hover or focus of a control that has one, and then
// re-creates those controls (components/ui/tooltip.tsx). A click is a press and a release on the
// same element: if the code arrived between the two, the click would be lost. Here the tooltip
// code is held back until the button (or key) is down, then let in and run in the page while it
// is still held; the press must still do what it does, on every control that has a tooltip.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiJson, appReady, stubChatSite, type Banner, type Product } from "./public-support";
import { adminCredentials, logInThroughApi } from "./staff-helpers";

type Hold = { url: () => string; let: () => Promise<void> };

/** Holds the tooltip code back until `let()`, which returns once the page has run it. */
async function holdTooltipCode(page: Page): Promise<Hold> {
  let letIn!: () => void;
  const open = new Promise<void>((resolve) => (letIn = resolve));
  let url = "";
  await page.route(/\/assets\/tooltip-content-[^/]+\.js$/, async (route) => {
    url = route.request().url();
    await open;
    await route.continue();
  });
  return {
    url: () => url,
    let: async () => {
      letIn();
      // The same module the app imports: resolved once it has run, and after the app's own
      // continuation (registered earlier) has run too.
      await page.evaluate((u) => import(u).then(() => new Promise((r) => setTimeout(r, 50))), url);
    },
  };
}

/** A mouse click on `control` whose tooltip code arrives between the press and the release. */
async function clickAsCodeArrives(page: Page, control: Locator, hold: Hold) {
  await control.hover(); // starts loading the code
  await expect.poll(hold.url, { message: "the hover asked for the tooltip code" }).not.toBe("");
  await page.mouse.down();
  await hold.let();
  await page.mouse.up();
}

/** A key press on `control` (Space for a button, Enter for a link) as the code arrives. */
async function pressAsCodeArrives(page: Page, control: Locator, hold: Hold, key: " " | "Enter") {
  await control.focus(); // starts loading the code
  await expect.poll(hold.url, { message: "the focus asked for the tooltip code" }).not.toBe("");
  await page.keyboard.down(key);
  await hold.let();
  await page.keyboard.up(key);
}

type Control = {
  name: string;
  width: number;
  open: (page: Page) => Promise<Locator>;
  key: " " | "Enter";
  /** What the press did. */
  expectDone: (page: Page, pressed: Promise<unknown>) => Promise<void>;
  /** Starts waiting for an event the press causes (a new tab, a confirm dialog). */
  waitFor?: (page: Page) => Promise<unknown>;
  as?: "admin";
};

const carousel = (page: Page) => page.getByRole("region", { name: "Announcements" });

const CONTROLS: Control[] = [
  {
    name: "header chat link",
    width: 1280,
    open: async (page) => {
      await stubChatSite(page.context());
      await page.goto("/contact");
      await appReady(page);
      return page.getByRole("banner").getByRole("link", { name: /WhatsApp \(opens in a new tab\)/ });
    },
    key: "Enter",
    waitFor: (page) => page.waitForEvent("popup"),
    expectDone: async (_page, popup) => {
      expect(new URL(((await popup) as Page).url()).hostname).toBe("wa.me");
    },
  },
  {
    name: "menu button",
    width: 375,
    open: async (page) => {
      await page.goto("/contact");
      await appReady(page);
      return page.getByRole("button", { name: "Menu" });
    },
    key: " ",
    expectDone: (page) => expect(page.getByRole("button", { name: "Close menu" })).toBeVisible(),
  },
  ...(["Next", "Previous"] as const).map(
    (which): Control => ({
      name: `gallery ${which.toLowerCase()} button`,
      width: 1280,
      open: async (page) => {
        const products = await apiJson<Product[]>(page.request, "/api/products");
        const product = products.find((p) => p.images.length > 0)!;
        await page.goto(`/product/${product.id}`);
        await appReady(page);
        await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
        return page.getByRole("main").getByRole("button", { name: `${which} image` });
      },
      key: " ",
      expectDone: (page) => expect(page.getByText(which === "Next" ? /^2 \/ \d+$/ : /^(\d+) \/ \1$/)).toBeVisible(),
    }),
  ),
  {
    name: "lightbox close button",
    width: 1280,
    open: async (page) => {
      const products = await apiJson<Product[]>(page.request, "/api/products");
      await page.goto(`/product/${products.find((p) => p.images.length > 0)!.id}`);
      await appReady(page);
      await page.getByRole("button", { name: /^Open full-screen image 1 of/ }).click();
      return page.getByRole("dialog").getByRole("button", { name: "Close full-screen image" });
    },
    key: " ",
    expectDone: (page) => expect(page.getByRole("dialog")).toBeHidden(),
  },
  {
    name: "banner rotation button",
    width: 1280,
    open: async (page) => {
      await page.goto("/");
      await appReady(page);
      return carousel(page).getByRole("button", { name: "Stop rotating banners" });
    },
    key: " ",
    expectDone: (page) => expect(carousel(page).getByRole("button", { name: "Start rotating banners" })).toBeVisible(),
  },
  {
    name: "banner dot",
    width: 1280,
    open: async (page) => {
      await page.goto("/");
      await appReady(page);
      return carousel(page).getByRole("button", { name: /^Show banner 2:/ });
    },
    key: " ",
    expectDone: (page) =>
      expect(carousel(page).getByRole("button", { name: /^Show banner 2:/ })).toHaveAttribute("aria-current", "true"),
  },
  {
    name: "staff row Edit button",
    width: 1280,
    as: "admin",
    open: async (page) => {
      await page.goto("/admin");
      return page.getByRole("button", { name: /^Edit / }).first();
    },
    key: " ",
    expectDone: (page) => expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible(),
  },
  {
    name: "staff row Delete button",
    width: 1280,
    as: "admin",
    open: async (page) => {
      await page.goto("/admin");
      return page.getByRole("button", { name: /^Delete / }).first();
    },
    key: " ",
    // the confirmation is declined: nothing is deleted
    waitFor: (page) => page.waitForEvent("dialog").then((dialog) => dialog.dismiss()),
    expectDone: async (_page, confirmed) => {
      await confirmed;
    },
  },
];

test.beforeAll(async ({ request }) => {
  const banners = await apiJson<Banner[]>(request, "/api/banners/active");
  expect(banners.length, "the demo catalogue has two active banners or more").toBeGreaterThan(1);
});

for (const control of CONTROLS) {
  test.describe(control.name, () => {
    test.use({ viewport: { width: control.width, height: 900 } });

    for (const how of ["click", "key press"] as const) {
      test(`the first ${how} counts while the tooltip code arrives`, async ({ page }) => {
        if (control.as) await logInThroughApi(page, adminCredentials());
        const hold = await holdTooltipCode(page);
        const target = await control.open(page);
        await expect(target).toBeVisible();
        const event = control.waitFor?.(page);
        if (how === "click") await clickAsCodeArrives(page, target, hold);
        else await pressAsCodeArrives(page, target, hold, control.key);
        await control.expectDone(page, event ?? Promise.resolve());
      });
    }
  });
}
