import { describe, expect, it } from 'vitest';
import type { AdminDesk } from '@/types/api';
import { deskIds, deskSlug, formPath, isDeskId, toFormValues, toPayload } from './desks-payload';
import { desksSchema, emptyWeek } from './desks-schema';

const desk = (id: string, categories: AdminDesk['categories']): AdminDesk => ({
  id,
  name: id,
  nameAr: '',
  phone: '971501234567',
  email: `${id}@example.ae`,
  agents: [{ name: 'Omar', nameAr: '', whatsapp: '971501111111', active: true }],
  hours: emptyWeek(),
  exceptions: [],
  categories,
});

describe('the desks form and its payload (docs/desks.md)', () => {
  it("makes a new desk's id from its English name: a slug, unique, at most 32 characters", () => {
    expect(deskSlug('Vessel Sales & Purchase', new Set())).toBe('vessel-sales-purchase');
    expect(deskSlug('Pièces détachées', new Set())).toBe('pieces-detachees');
    expect(deskSlug('قطع الغيار', new Set())).toBe('desk');
    expect(deskSlug('Parts', new Set(['parts', 'parts-2']))).toBe('parts-3');
    const long = deskSlug('A very long desk name that goes on and on', new Set());
    expect(long).toBe('a-very-long-desk-name-that-goes');
    expect(deskSlug('A very long desk name that goes on and on', new Set([long]))).toBe(
      'a-very-long-desk-name-that-goe-2',
    );
    for (const id of [long, 'parts-3', 'desk']) expect(isDeskId(id)).toBe(true);
    // Two new desks of one name, and a removed desk's id, stay apart.
    expect(
      deskIds(
        [
          { id: 'general', name: 'General' },
          { id: '', name: 'Parts' },
          { id: '', name: 'Parts' },
        ],
        ['parts'],
      ),
    ).toEqual(['general', 'parts-2', 'parts-3']);
  });

  it('puts each category on the desk chosen for it, the first when that desk is gone', () => {
    const values = toFormValues([desk('general', ['marine-spares']), desk('charter', ['vessel-chartering'])]);
    expect(values.assign).toEqual({
      'marine-spares': 'general',
      'vessel-chartering': 'charter',
      'vessel-sales-purchase': 'general',
    });
    const parsed = desksSchema.parse({ ...values, assign: { ...values.assign, 'vessel-chartering': 'removed' } });
    expect(toPayload(parsed).desks.map((d) => d.categories)).toEqual([
      ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'],
      [],
    ]);
  });

  it("names the form's field a server path names, a category's by what was sent", () => {
    const sent = { desks: [desk('general', ['marine-spares', 'vessel-sales-purchase']), desk('charter', [])] };
    expect(formPath('desks.1.agents.0.whatsapp', sent)).toBe('desks.1.agents.0.whatsapp');
    expect(formPath('desks.0.categories.1', sent)).toBe('assign.vessel-sales-purchase');
    expect(formPath('desks.1.categories', sent)).toBe('assign');
  });
});
