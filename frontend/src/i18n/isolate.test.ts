import { describe, expect, it } from 'vitest';
import { isolated } from './isolate';

describe('isolated', () => {
  it('isolates text that could turn the words around it, and only that', () => {
    expect(isolated('Blue Harbour Marine', 'en')).toBe('Blue Harbour Marine');
    expect(isolated('Café – © 2', 'en')).toBe('Café – © 2');
    expect(isolated('مرساة', 'en')).toBe('\u2068مرساة\u2069');
    expect(isolated('مرساة 1 طن', 'ar')).toBe('مرساة 1 طن');
    expect(isolated('2015 Sport Cruiser', 'ar')).toBe('\u20682015 Sport Cruiser\u2069');
    expect(isolated('Evil \u202eseciveS', 'en')).toBe('\u2068Evil \u202eseciveS\u2069');
    expect(isolated('x\u200fy', 'en')).toBe('\u2068x\u200fy\u2069');
  });
});
