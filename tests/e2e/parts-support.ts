// The parts-list spec's catalogue (docs/parts-lists.md): twelve spare parts of its own, named
// and numbered with a per-run stamp so that no other spec's data can match them, made and
// removed through the API as the administrator.
import { expect, type APIRequestContext } from "@playwright/test";
import { apiLoginAsAdmin } from "./staff-helpers";

export const stamp =
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
export const code = (n: number) => `PL${stamp}-${String(n).padStart(2, "0")}`;
export const oldCode = `OLD${stamp}-07`;

export type Part = { id: string; name: string; sku: string };

const part = (
  n: number,
  name: string,
  extra: Record<string, unknown> = {},
) => ({
  id: `product_parts${stamp.toLowerCase()}${n}`,
  name,
  description: "Made by parts-list.spec.ts.",
  category: "marine-spares",
  price: `${100 + n}.00`,
  image: "/uploads/placeholder.jpg",
  images: [],
  inStock: true,
  isVisible: true,
  showContactForPricing: false,
  sku: code(n),
  partNumbers: [],
  specs: { brand: "Testmarine" },
  ...extra,
});

/** 1-8: found by their numbers (7 through an old one); 9-12: two pairs to choose between. */
export const parts = [
  ...Array.from({ length: 8 }, (_, i) =>
    part(
      i + 1,
      `Parts Test ${stamp} Item ${i + 1}`,
      i + 1 === 7 ? { supersedes: [oldCode] } : {},
    ),
  ),
  part(9, `Quokka Manifold Gasket ${stamp}`),
  part(10, `Quokka Manifold Seal ${stamp}`),
  part(11, `Wombat Impeller Kit ${stamp}`),
  part(12, `Wombat Impeller Housing ${stamp}`),
];

export async function createParts(request: APIRequestContext) {
  await apiLoginAsAdmin(request);
  for (const p of parts) {
    const res = await request.post("/api/products", { data: p });
    expect(res.status(), await res.text()).toBe(201);
  }
}

export async function removeParts(request: APIRequestContext) {
  await apiLoginAsAdmin(request);
  for (const p of parts) await request.delete(`/api/products/${p.id}`);
}
