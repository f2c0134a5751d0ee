import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The super-admin that scripts/test configures for the API (a fresh random password per run). */
export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) {
    throw new Error('E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD are not set: run the e2e suite through scripts/test');
  }
  return { username, password };
}

/** A username no other test (or earlier run on the same database) uses: letters, digits, underscore. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The toast region (Radix repeats toast texts for screen readers outside it). */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, text: string) {
  await expect(notifications(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/** Fills and submits the 'Admin Access' form shown by any staff screen while logged out. */
export async function loginViaForm(page: Page, username: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Panel' }).click();
}

/** Logs the API request context in as the super-admin (its cookie jar keeps the session). */
export async function apiLoginAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', { data: adminCredentials() });
  expect(response.status(), await response.text()).toBe(200);
}

export type SubUser = { id: string; name: string; username: string; isActive: boolean };

/** Creates a sub-user through the API (the request context must be logged in as admin). */
export async function apiCreateSubUser(
  request: APIRequestContext,
  input: { name: string; username: string; password: string },
): Promise<SubUser> {
  const response = await request.post('/api/admin/sub-users', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SubUser;
}

/** Deletes a sub-user if it still exists (clean-up; a 404 is fine). */
export async function apiDeleteSubUser(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/admin/sub-users/${encodeURIComponent(id)}`);
  expect([204, 404]).toContain(response.status());
}
