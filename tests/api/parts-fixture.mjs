// Parts with codes for the parts-list tests (docs/parts-lists.md): the fixture's products
// plus a fuel filter by SKU and part number, a second filter for the choices, and a hidden
// part whose code must be answered as an unknown one; the filter replaces 1R-0749, and three
// water separators make a chain (SEP-1 → SEP-2 → SEP-3; the hidden SEP-4 continues nothing).
import { FIXTURE_SQL } from './helpers.mjs';

export const PARTS_SQL = `${FIXTURE_SQL}
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp", sku, part_numbers) VALUES
  ('part_filter', 'Fuel Filter Element', 'marine-spares', 'Spin-on element for the main engines.',
   95.00, '', '{}', true, true, false, '2026-10-01T08:00:00Z', '1R-0750', '{2040PM-OR}'),
  ('part_housing', 'Fuel Filter Housing', 'marine-spares', 'Aluminium housing with drain.',
   310.00, '', '{}', true, true, false, '2026-10-02T08:00:00Z', 'FFH-10', '{}'),
  ('part_hidden', 'Secret Gasket Kit', 'marine-spares', 'Not released yet.',
   12.00, '', '{}', true, false, false, '2026-10-03T08:00:00Z', 'HID-777', '{}');
UPDATE products SET supersedes = '{1R-0749}' WHERE id = 'part_filter';
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, "timestamp", sku, part_numbers, supersedes) VALUES
  ('part_sep_2', 'Water Separator Mk2', 'marine-spares', 'Replaced SEP-1.', 80.00, '', '{}', true, true, false,
   '2026-10-04T08:00:00Z', 'SEP-2', '{}', '{SEP-1}'),
  ('part_sep_3', 'Water Separator Mk3', 'marine-spares', 'Replaced SEP-2.', 90.00, '', '{}', true, true, false,
   '2026-10-05T08:00:00Z', 'SEP-3', '{}', '{SEP-2}'),
  ('part_sep_4', 'Water Separator Mk4', 'marine-spares', 'Not released: continues no chain.', 99.00, '', '{}', true,
   false, false, '2026-10-06T08:00:00Z', 'SEP-4', '{}', '{SEP-3}');`;
