import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesBetween } from './durations';

describe('durations', () => {
  it('says how long, in the largest two units', () => {
    expect(formatMinutes(0.2)).toBe('under 1 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(24 * 60)).toBe('1 d');
    expect(formatMinutes(3 * 24 * 60 + 4 * 60 + 59)).toBe('3 d 4 h');
  });

  it('counts the minutes between two times, none without both', () => {
    expect(minutesBetween('2026-11-27T10:00:00Z', '2026-11-27T12:05:00Z')).toBe(125);
    expect(minutesBetween('2026-11-27T10:00:00Z', null)).toBeNull();
    expect(minutesBetween('soon', '2026-11-27T12:05:00Z')).toBeNull();
  });
});
