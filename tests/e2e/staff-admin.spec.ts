import { expect, test } from '@playwright/test';
import { adminCredentials, expectToast, loginViaForm, uniqueUsername } from './staff-helpers';

test('admin logs in and manages sub-users: create, edit without password, delete with confirmation', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = adminCredentials();
  const username = uniqueUsername('e2e_staff');
  const password = 'e2e-pass-123';

  // The staff area shows the login form while logged out, without the site header/footer.
  await page.goto('/admin/users');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('placeholder', new RegExp(admin.username));
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await loginViaForm(page, admin.username, admin.password);
  await expectToast(page, 'Access Granted');
  await expect(page.getByRole('heading', { name: 'Sub-User Management', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBe('true');
  await expect(page.getByRole('heading', { name: /^Sub-Users \(\d+\)$/ })).toBeVisible();

  // Create: the form validates first, then creates.
  await page.getByRole('button', { name: 'Add Sub-User' }).click();
  await page.getByRole('button', { name: 'Create Sub-User' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await page.getByLabel(/Full Name/).fill('E2E Staff Member');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create Sub-User' }).click();
  await expectToast(page, 'Sub-user created successfully!');
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('E2E Staff Member');
  await expect(row).toContainText('Active');
  await expect(page.getByRole('heading', { name: 'Add New Sub-User' })).toHaveCount(0);

  // Edit the name, leaving the password blank (keeps the current one).
  await row.getByRole('button', { name: `Edit ${username}` }).click();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('E2E Staff Member');
  await expect(page.getByLabel(/New Password/)).toHaveValue('');
  await page.getByLabel(/Full Name/).fill('E2E Staff Renamed');
  await page.getByRole('button', { name: 'Update Sub-User' }).click();
  await expectToast(page, 'Sub-user updated successfully!');
  await expect(row).toContainText('E2E Staff Renamed');
  await page.screenshot({ path: 'test-results/staff-users.png', fullPage: true });

  // The unchanged password still logs the sub-user in (a separate cookie jar).
  const other = await playwright.request.newContext({ baseURL });
  try {
    const login = await other.post('/api/admin/login', { data: { username, password } });
    expect(login.status(), await login.text()).toBe(200);
    expect((await login.json()).user).toMatchObject({ name: 'E2E Staff Renamed', username, role: 'sub_user' });
  } finally {
    await other.dispose();
  }

  // Delete: dismissing the confirmation keeps the row; accepting deletes it.
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${username}` }).click();
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${username}` }).click();
  await expectToast(page, 'Sub-user deleted successfully!');
  await expect(row).toHaveCount(0);
});

test('an expired session on a staff screen brings back the login form', async ({ page, context }) => {
  const admin = adminCredentials();
  await page.goto('/admin/users');
  await loginViaForm(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Sub-User Management', level: 1 })).toBeVisible();

  // The server no longer knows the session (here: the cookie is gone), the browser flag is still set.
  await context.clearCookies();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
});

test('admin logout from the product screen ends the server session and goes home', async ({ page }) => {
  const admin = adminCredentials();
  await page.goto('/admin');
  await loginViaForm(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Product Administration' })).toBeVisible();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/admin/logout') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('adminAuthenticated'))).toBeNull();
  const session = await page.request.get('/api/admin/session');
  expect(session.status()).toBe(401);
});

test('unknown staff paths show the 404 page', async ({ page }) => {
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(0);
});
