import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addEnquiryItem,
  clearEnquiryList,
  getEnquiryItems,
  MAX_ENQUIRY_ITEMS,
  removeEnquiryItem,
  setEnquiryQuantity,
  useEnquiryItems,
} from './enquiry-list';

const part = (i: number) => ({ productId: `p${i}`, name: `Part ${i}`, category: 'marine-spares' });

describe('the enquiry list store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearEnquiryList();
  });

  it('keeps products once each, with quantities 1 to 999, in localStorage and no cookie', () => {
    addEnquiryItem({ ...part(1), quantity: 3 });
    addEnquiryItem(part(2));
    addEnquiryItem({ ...part(1), quantity: 5 }); // listed already: its quantity changes
    expect(getEnquiryItems().map((i) => [i.productId, i.quantity])).toEqual([
      ['p1', 5],
      ['p2', 1],
    ]);
    setEnquiryQuantity('p2', 1500);
    expect(getEnquiryItems()[1]!.quantity).toBe(999);
    setEnquiryQuantity('p2', 0);
    expect(getEnquiryItems()[1]!.quantity).toBe(1);
    setEnquiryQuantity('p2', Number('abc'));
    expect(getEnquiryItems()[1]!.quantity).toBe(1);
    expect(JSON.parse(localStorage.getItem('enquiry-list')!)).toHaveLength(2);
    expect(document.cookie).toBe('');
    removeEnquiryItem('p1');
    expect(getEnquiryItems().map((i) => i.productId)).toEqual(['p2']);
    clearEnquiryList();
    expect(localStorage.getItem('enquiry-list')).toBeNull();
  });

  it('holds at most 30 products: the 31st is refused, a listed one can still change', () => {
    for (let i = 0; i < MAX_ENQUIRY_ITEMS; i += 1) expect(addEnquiryItem(part(i))).toBe(true);
    expect(addEnquiryItem(part(99))).toBe(false);
    expect(getEnquiryItems()).toHaveLength(30);
    expect(addEnquiryItem({ ...part(0), quantity: 7 })).toBe(true);
    expect(getEnquiryItems()[0]!.quantity).toBe(7);
  });

  it('reads a stored list leniently: duplicates, bad quantities and junk are mended, more than 30 cut', () => {
    const stored = [
      { productId: 'a', name: 'A', category: 'marine-spares', quantity: 2 },
      { productId: 'a', name: 'A again', quantity: 4 },
      { productId: 'b', quantity: -3 },
      { name: 'no id' },
      ...Array.from({ length: 40 }, (_, i) => ({ productId: `x${i}`, quantity: 1 })),
    ];
    localStorage.setItem('enquiry-list', JSON.stringify(stored));
    const items = getEnquiryItems();
    expect(items).toHaveLength(30);
    expect(items.slice(0, 2)).toEqual([
      { productId: 'a', name: 'A', category: 'marine-spares', quantity: 2 },
      { productId: 'b', name: 'b', category: '', quantity: 1 },
    ]);
    localStorage.setItem('enquiry-list', '{not json');
    expect(getEnquiryItems()).toEqual([]);
  });

  it('tells components of changes, from this tab and from another (the storage event)', () => {
    const { result } = renderHook(() => useEnquiryItems());
    expect(result.current).toEqual([]);
    act(() => void addEnquiryItem(part(1)));
    expect(result.current.map((i) => i.productId)).toEqual(['p1']);
    act(() => {
      localStorage.setItem('enquiry-list', JSON.stringify([part(2), part(3)]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'enquiry-list' }));
    });
    expect(result.current.map((i) => i.productId)).toEqual(['p2', 'p3']);
  });
});
