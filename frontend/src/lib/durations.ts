/**
 * How long something took, for the staff screens (docs/desks.md: the time to a lead's first
 * status change, the insights' median time to "contacted"): "45 min", "2 h 5 min", "3 d 4 h".
 */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 1) return 'under 1 min';
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const [h, rest] = [Math.floor(m / 60), m % 60];
    return rest ? `${h} h ${rest} min` : `${h} h`;
  }
  const [d, h] = [Math.floor(m / (24 * 60)), Math.floor((m % (24 * 60)) / 60)];
  return h ? `${d} d ${h} h` : `${d} d`;
}

/** Minutes from one ISO time to another; null when either is missing or unreadable. */
export function minutesBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) ? ms / 60_000 : null;
}
