import { describe, expect, it } from 'vitest';
import { change, daysIn, dubaiDate, lastDays, previousPeriod, rangeProblem } from './ranges';

describe('insights ranges', () => {
  it('counts days in Asia/Dubai: a day starts at 20:00 UTC the evening before', () => {
    expect(dubaiDate(new Date('2026-03-09T19:59:59Z'))).toBe('2026-03-09');
    expect(dubaiDate(new Date('2026-03-09T20:00:00Z'))).toBe('2026-03-10');
    expect(lastDays(7, new Date('2026-03-09T20:00:00Z'))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('compares with the period of the same length just before', () => {
    const range = { from: '2026-03-01', to: '2026-03-30' };
    expect(daysIn(range)).toBe(30);
    expect(previousPeriod(range)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
  });

  it('checks a custom range as the server does', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('Choose both dates.');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('The start must not be after the end.');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-02-05' })).toBe('The range must not be over 400 days.');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-02-04' })).toBeNull();
  });

  it('shows the change as a percentage, or new', () => {
    expect(change(15, 10)).toBe('+50%');
    expect(change(5, 10)).toBe('−50%');
    expect(change(3, 0)).toBe('new');
    expect(change(0, 0)).toBe('0%');
  });
});
