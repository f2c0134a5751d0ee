/**
 * The staff header's counts (`GET /api/admin/enquiries/new-count`): new leads and the channel
 * calendars' conflicts (docs/frontend.md, "Channel calendars"). The key lives here, not in the
 * lead inbox's feature, because the calendar screen's sync changes the conflicts and refreshes it.
 */
import { api } from './api';

/** `calendarConflicts` is absent from a server older than the channel calendars: read as 0. */
export type StaffCounts = { new: number; calendarConflicts?: number };

export const staffCountsKey = ['enquiries', 'new-count'] as const;

export const getStaffCounts = (signal?: AbortSignal) =>
  api.get<StaffCounts>('/api/admin/enquiries/new-count', { signal });

/** The calendar screen's 'Channel calendars' section: where the inbox's conflicts link points. */
export const CHANNELS_ANCHOR = 'channel-calendars';
