/** How staff screens name a charter block (docs/charter.md), in the staff area's English. */
import { isApiError } from './api';
import { formatDate, inDubai } from './dubai-time';
import type { BlockKind, CharterBlock } from '@/types/api';

export const blockKindLabels: Record<BlockKind, string> = {
  booking: 'Booking',
  option: 'Option',
  maintenance: 'Maintenance',
  external: 'External',
};

/** The kind's label; an external block's names its channel ("External · GetMyBoat"). */
export function blockLabel(block: Pick<CharterBlock, 'kind' | 'feed'>): string {
  const label = blockKindLabels[block.kind];
  return block.kind === 'external' && block.feed ? `${label} · ${block.feed.label}` : label;
}

/** Our own blocks are staff's to change; an external one is its channel's (docs/frontend.md, "Channel calendars"). */
export const isExternal = (block: Pick<CharterBlock, 'kind'>) => block.kind === 'external';

/** "Fri 4 Dec 17:00" in Dubai. */
export function dubaiMoment(instant: string): string {
  const { date, time } = inDubai(instant);
  return `${formatDate(date, 'en', { weekday: 'short', day: 'numeric', month: 'short' })} ${time}`;
}

/** "17:00–21:00", with the end's day when it is another one. */
export function blockTimes(block: Pick<CharterBlock, 'start' | 'end'>): string {
  const start = inDubai(block.start);
  const end = inDubai(block.end);
  return end.date === start.date ? `${start.time}–${end.time}` : `${start.time}–${dubaiMoment(block.end)}`;
}

/** "Fri 4 Dec 17:00–21:00" in Dubai, the end's day named when it is another one. */
export function blockSpan(block: Pick<CharterBlock, 'start' | 'end'>): string {
  return `${dubaiMoment(block.start)}–${blockTimes(block).split('–')[1]}`;
}

/**
 * "Option Fri 4 Dec 17:00–21:00 (lead Q-7K4M), expires Thu 3 Dec 12:00";
 * "External · GetMyBoat Fri 4 Dec 10:00–14:00".
 */
export function describeBlock(block: CharterBlock): string {
  const lead = block.enquiryRef ? ` (lead ${block.enquiryRef})` : '';
  const expires = block.kind === 'option' && block.expiresAt ? `, expires ${dubaiMoment(block.expiresAt)}` : '';
  return `${blockLabel(block)} ${blockSpan(block)}${lead}${expires}`;
}

/** The block a 409 names, if the answer has one. */
export function conflictOf(error: unknown): CharterBlock | null {
  if (!isApiError(error, 409)) return null;
  try {
    const { conflict } = JSON.parse(error.body) as { conflict?: CharterBlock };
    return conflict && typeof conflict.start === 'string' ? conflict : null;
  } catch {
    return null;
  }
}
