import { describe, expect, it } from 'vitest';
import type { Desk } from '@/types/api';
import { listCategories, listDesk, listDesks } from './list-desk';

const desk = (id: string, categories: Desk['categories']) => ({ id, categories }) as Desk;
const general = desk('general', ['vessel-sales-purchase']);
const parts = desk('parts', ['marine-spares']);
const charter = desk('charter', ['vessel-chartering']);
const desks = [general, parts, charter];

describe("an enquiry list's desk", () => {
  it('is the desk of most items, a tie going to the earlier desk', () => {
    expect(listDesk(desks, ['marine-spares', 'vessel-chartering', 'marine-spares']).id).toBe('parts');
    expect(listDesk(desks, ['vessel-chartering', 'marine-spares']).id).toBe('parts');
    expect(listDesk(desks, ['vessel-chartering', 'vessel-sales-purchase']).id).toBe('general');
    expect(listDesk(desks, []).id).toBe('general');
  });

  it('counts the lines not in the catalogue as Marine Supplies', () => {
    const categories = listCategories([{ category: 'vessel-chartering' }, { category: 'vessel-chartering' }], 3);
    expect(listDesk(desks, categories).id).toBe('parts');
  });

  it('offers a choice only among the desks the list spans, in the desks order', () => {
    expect(
      listDesks(desks, ['vessel-chartering', 'marine-spares', 'marine-spares']).map((d) => [d.desk.id, d.count]),
    ).toEqual([
      ['parts', 2],
      ['charter', 1],
    ]);
    // A category no desk lists goes to the first desk.
    expect(listDesks([parts, charter], ['vessel-sales-purchase']).map((d) => d.desk.id)).toEqual(['parts']);
  });
});
