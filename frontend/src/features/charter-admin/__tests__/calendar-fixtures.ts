import { addDays, mondayOf, todayInDubai } from '@/lib/dubai-time';
import type { CharterBlock } from '@/types/api';

// The staff accounts and the block of this week that the calendar screen's tests start from.
export const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
export const SUB_USER = { id: 'user_7', name: 'Deck Hand', username: 'deck_hand', role: 'sub_user' };
export const monday = mondayOf(todayInDubai());
export const wednesday = addDays(monday, 2);
export const block = (over: Partial<CharterBlock>): CharterBlock => ({
  id: 'b1',
  productId: 'v1',
  start: `${wednesday}T17:00:00+04:00`,
  end: `${wednesday}T21:00:00+04:00`,
  kind: 'booking',
  expiresAt: null,
  enquiryRef: 'Q-7K4M',
  createdAt: '2029-12-20T10:00:00Z',
  feed: null,
  ...over,
});
