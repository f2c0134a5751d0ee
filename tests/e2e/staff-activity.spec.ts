import { expect, test } from '@playwright/test';
import {
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  loginAsAdminAt,
  uniqueUsername,
  type SubUser,
} from './staff-helpers';

// The activity log (docs/activity-log.md) end to end: a sub-user changes a price; the
// administrator sees who did it and the old and new price, restores the old price from the
// product's History, and the restore is itself logged.

const password = 'e2e-log-pass-1';
let subUser: SubUser | undefined;
let productId: string | undefined;

test.afterEach(async ({ request }) => {
  if (productId) await request.delete(`/api/products/${encodeURIComponent(productId)}`);
  if (subUser) await apiDeleteSubUser(request, subUser.id);
});

test('who changed a price, the old and new price, and a restore that is logged too', async ({
  page,
  request,
  browser,
}) => {
  await apiLoginAsAdmin(request);
  subUser = await apiCreateSubUser(request, { name: 'Log Watcher', username: uniqueUsername('e2e_log'), password });
  const name = `Logged Anchor ${Date.now().toString(36)}`;
  const created = await request.post('/api/products', {
    data: {
      name,
      category: 'marine-spares',
      description: 'A product whose price the activity log follows.',
      price: '1200.00',
      image: '/uploads/placeholder.jpg',
      images: [],
      inStock: true,
      isVisible: true,
      showContactForPricing: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  productId = ((await created.json()) as { id: string }).id;

  // The sub-user's change, from a browser context of their own.
  const crew = await browser.newContext();
  const login = await crew.request.post('/api/admin/login', { data: { username: subUser.username, password } });
  expect(login.status()).toBe(200);
  const changed = await crew.request.patch(`/api/products/${productId}`, { data: { price: '1350.50' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await crew.close();

  await loginAsAdminAt(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Product Administration', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity Log', level: 1 })).toBeVisible();
  // Only the sub-user's entries.
  await page.getByLabel('Person').selectOption(subUser.id);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const change = page.getByRole('row').filter({ hasText: productId }).filter({ hasText: 'Changed' });
  await expect(change).toContainText(subUser.username);
  await expect(change).toContainText('Sub-user');
  await expect(change).toContainText('Price: AED\u00a01,200.00 → AED\u00a01,350.50');
  await page.screenshot({ path: 'test-results/staff-activity.png', fullPage: true });

  // Restore the version before the change from the product's History.
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(`Changed by ${subUser.username}`)).toBeVisible();
  await expect(history.getByText('Price: AED\u00a01,200.00 → AED\u00a01,350.50')).toBeVisible();
  await history.getByRole('button', { name: /^Restore this version/ }).click();
  await expectToast(page, 'Version restored');
  const restored = await request.get(`/api/products/${productId}`);
  expect(((await restored.json()) as { price: string }).price).toBe('1200.00');

  // The restore is an entry of its own: the administrator, new price → old price.
  await page.getByRole('link', { name: 'Activity' }).click();
  const restoreEntry = page.getByRole('row').filter({ hasText: 'Price: AED\u00a01,350.50 → AED\u00a01,200.00' });
  await expect(restoreEntry).toContainText('Admin');
  await expect(restoreEntry).toContainText(productId);
});
