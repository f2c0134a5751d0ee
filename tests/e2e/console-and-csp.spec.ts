// Every public and staff page, in real Chromium under the site's Content-Security-Policy
// (nginx's header, docs/security.md): any console error or warning, uncaught exception or CSP
// violation fails the test. Violations are caught twice: Chromium's console message
// ("Refused to ...") and the page's securitypolicyviolation event, logged by a script
// injected before the page's own (injected scripts are not subject to the CSP).
import { expect, test, type Page } from '@playwright/test';
import { CATEGORIES, apiJson, type Product } from './public-support';
import { adminCredentials, apiCreateSubUser, apiDeleteSubUser, apiLoginAsAdmin, loginViaForm, uniqueUsername } from './staff-helpers';

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()} at ${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught at ${page.url()}: ${e.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return problems;
}

/** Opens `path`, checks the document came with the CSP, waits for `ready` and for the network to settle. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const response = await page.goto(path);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp, `CSP header on ${path}`).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await ready(page);
  await page.waitForLoadState('networkidle');
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};

test('public pages: no console error or warning, no CSP violation', async ({ page, request }) => {
  const problems = watch(page);
  const [product] = await apiJson<Product[]>(request, '/api/products/recent/6');
  await visit(page, '/', heading('Recently Added Products'));
  for (const c of CATEGORIES) await visit(page, `/category/${c.slug}`, heading(c.name));
  await visit(page, `/product/${product!.id}`, heading(product!.name));
  await visit(page, '/contact', heading(/Contact/));
  await visit(page, '/no-such-page', heading('404 - Page Not Found'));
  await visit(page, '/ar', heading('خدماتنا'));
  await visit(page, '/ar/category/vessel-chartering', heading('تأجير السفن'));
  // A path that names no page is answered 404 (docs/operations.md), and Chromium says so of
  // the document itself: that line, for that page only, is the expected one.
  const notFound = /^console error at \S+\/no-such-page: Failed to load resource: the server responded with a status of 404/;
  expect(problems.filter((p) => !notFound.test(p))).toEqual([]);
});

test('staff pages (admin): no console error or warning, no CSP violation', async ({ page }) => {
  const problems = watch(page);
  await visit(page, '/admin', heading('Admin Access'));
  const admin = adminCredentials();
  await loginViaForm(page, admin.username, admin.password); // zod validates the login form
  await expect(page.getByRole('heading', { name: 'Product Administration' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await visit(page, '/admin/banners', heading('Banner Administration'));
  await visit(page, '/admin/users', heading('Sub-User Management'));
  await visit(page, '/admin/activity', heading('Activity Log'));
  await visit(page, '/admin/insights', heading('Enquiry Insights'));
  await visit(page, '/admin', heading('Product Administration'));
  await page.getByRole('button', { name: 'Add New Product' }).click(); // the form's zod schema loads
  expect(problems).toEqual([]);
});

test('sub-user page: no console error or warning, no CSP violation', async ({ page, request }) => {
  await apiLoginAsAdmin(request);
  const password = 'sub-user-pass-1';
  const user = await apiCreateSubUser(request, { name: 'CSP Checker', username: uniqueUsername('csp'), password });
  try {
    const problems = watch(page);
    await visit(page, '/sub-user', heading('Admin Access'));
    await loginViaForm(page, user.username, password);
    await expect(page.getByText(/Welcome, CSP Checker/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await apiDeleteSubUser(request, user.id);
  }
});
