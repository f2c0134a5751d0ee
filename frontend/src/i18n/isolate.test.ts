import { describe, expect, it } from 'vitest';
import { isolated } from './isolate';

describe('isolated', () => {
  it('isolates text that could turn the words around it, and only that', () => {
    expect(isolated('Blue Harbour Marine')).toBe('Blue Harbour Marine');
    expect(isolated('Café – ©')).toBe('Café – ©');
    expect(isolated('مرساة')).toBe('\u2068مرساة\u2069');
    expect(isolated('Evil \u202eseciveS')).toBe('\u2068Evil \u202eseciveS\u2069');
    expect(isolated('x\u200fy')).toBe('\u2068x\u200fy\u2069');
  });
});
