// Shared by the staff product specs: the products they read and clean up through the API, and
// the admin's sign-in to the product screen.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminCredentials, loginViaForm } from './staff-helpers';

export type Product = { id: string; name: string; image: string; images: string[]; category: string };

/** A seeded product (db/seed/demo.sql) that has an image. */
export const SEEDED_ID = 'product_1780544940651';

export async function apiGetProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Product;
}

export async function apiDeleteProduct(request: APIRequestContext, id: string) {
  const response = await request.delete(`/api/products/${encodeURIComponent(id)}`);
  expect([204, 404]).toContain(response.status());
}

/** The stored product of that name (the staff list has hidden products too). */
export async function apiFindProduct(request: APIRequestContext, name: string): Promise<Product> {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as Product[]).find((p) => p.name === name);
  expect(found, `the product '${name}' is stored`).toBeTruthy();
  return found!;
}

export async function loginAsAdmin(page: Page) {
  const admin = adminCredentials();
  await page.goto('/admin');
  await loginViaForm(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Product Administration', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
}
