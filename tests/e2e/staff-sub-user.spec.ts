import { expect, test } from '@playwright/test';
import {
  apiCreateSubUser,
  apiDeleteSubUser,
  apiLoginAsAdmin,
  expectToast,
  loginViaForm,
  uniqueUsername,
  type SubUser,
} from './staff-helpers';

// Each test makes its own sub-user through the API (the request fixture keeps the admin's
// cookie) and deletes it afterwards, so the tests do not depend on each other.
let subUser: SubUser;
const password = 'e2e-sub-pass-1';

test.beforeEach(async ({ request }) => {
  await apiLoginAsAdmin(request);
  subUser = await apiCreateSubUser(request, {
    name: 'E2E Sub User',
    username: uniqueUsername('e2e_sub'),
    password,
  });
});

test.afterEach(async ({ request }) => {
  if (subUser) await apiDeleteSubUser(request, subUser.id);
});

test('a sub-user logs in from /admin and lands on /sub-user', async ({ page }) => {
  await page.goto('/admin');
  await loginViaForm(page, subUser.username, password);
  await expect(page).toHaveURL(/\/sub-user$/);
  await expectToast(page, 'Welcome E2E Sub User');
  await expect(page.getByRole('heading', { name: 'Product Management' })).toBeVisible();
  await expect(page.getByText('Welcome, E2E Sub User')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? 'null'))).toMatchObject({
    username: subUser.username,
    role: 'sub_user',
  });
  // No way into the administrator's screens.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/sub-user$/);
  await page.screenshot({ path: 'test-results/staff-sub-user.png', fullPage: true });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
});

test("a wrong password shows 'Access Denied' and keeps the login form", async ({ page }) => {
  // The only deliberate failed login of the suite (the server throttles failures).
  await page.goto('/sub-user');
  await loginViaForm(page, subUser.username, `${password}-wrong`);
  await expectToast(page, 'Access Denied');
  await expectToast(page, 'Invalid credentials');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Access Admin Panel' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
  await page.screenshot({ path: 'test-results/staff-access-denied.png' });
});
