/**
 * The charter calls' query keys (docs/charter.md), apart from lib/query-keys.ts, which the
 * initial JavaScript carries: a staff change of a block invalidates `charterKeys.all`,
 * so the public availability read in the same tab follows.
 */
export const charterKeys = {
  all: ['charters'] as const,
  availability: (id: string, month: string) => [...charterKeys.all, id, 'availability', month] as const,
  quote: (id: string, body: unknown) => [...charterKeys.all, id, 'quote', body] as const,
  blocks: (id: string, from: string, to: string) => [...charterKeys.all, id, 'blocks', from, to] as const,
  calendar: (from: string, to: string) => [...charterKeys.all, 'calendar', from, to] as const,
  /** A vessel's channel calendars: its export link, the feeds it reads, their conflicts. */
  channels: (id: string) => [...charterKeys.all, id, 'channels'] as const,
};
