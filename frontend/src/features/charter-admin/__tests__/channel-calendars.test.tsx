import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@/testing/test-utils';
import { ADMIN, SUB_USER, block, wednesday } from './calendar-fixtures';
import type { ChannelCalendars, ChannelFeed } from '../api/channels';

// /admin/calendar's 'Channel calendars' (docs/frontend.md, "Channel calendars"): each vessel's
// export link, the channels' calendars it reads, adding one (the server's field errors on their
// fields), 'Sync now' announced, the conflicts, external blocks without buttons, and a
// sub-user's read-only view.
const EXPORT = 'https://marine.example/api/calendars/v1/tok_abc.ics';
const external = block({
  id: 'bx',
  kind: 'external',
  enquiryRef: null,
  start: `${wednesday}T10:00:00+04:00`,
  end: `${wednesday}T14:00:00+04:00`,
  feed: { id: 'f1', label: 'GetMyBoat' },
});
const feed = (over: Partial<ChannelFeed>): ChannelFeed => ({
  id: 'f1',
  label: 'GetMyBoat',
  url: 'https://www.getmyboat.com/ical/****.ics',
  allowHttp: false,
  lastSyncAt: '2026-12-05T08:30:00Z',
  lastError: null,
  events: 3,
  ...over,
});

function setUp(user: typeof ADMIN, channels: Partial<ChannelCalendars> = {}) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
  const v1: ChannelCalendars = {
    exportUrl: EXPORT,
    feeds: [feed({}), feed({ id: 'f2', label: 'Boatsetter', lastSyncAt: null, lastError: 'HTTP 404', events: 0 })],
    conflicts: [
      {
        feedId: 'f1',
        uid: 'u1',
        start: `${wednesday}T18:00:00+04:00`,
        end: `${wednesday}T20:00:00+04:00`,
        blockId: 'b1',
      },
      {
        feedId: 'f2',
        uid: 'u2',
        start: `${wednesday}T22:00:00+04:00`,
        end: `${wednesday}T23:00:00+04:00`,
        blockId: 'b99',
      },
    ],
    ...channels,
  };
  const posted: unknown[] = [];
  const calls = { calendar: 0, week: 0, sync: 0 };
  const fetchMock = stubApi({
    'GET /api/admin/session': { user },
    'GET /api/admin/enquiries/new-count': { new: 0, calendarConflicts: 2 },
    'GET /api/admin/calendar': () => {
      calls.week++;
      return Response.json({
        vessels: [
          { id: 'v1', name: 'Sea Breeze 60', nameAr: '', blocks: [block({}), external] },
          { id: 'v2', name: 'Harbour Tug', nameAr: '', blocks: [] },
        ],
      });
    },
    'GET /api/admin/charters/v1/calendar': () => {
      calls.calendar++;
      return Response.json(v1);
    },
    'GET /api/admin/charters/v2/calendar': {
      exportUrl: 'https://marine.example/api/calendars/v2/t.ics',
      feeds: [],
      conflicts: [],
    },
    // The first address is refused by the server (an error on `url`), the second added.
    'POST /api/admin/charters/v1/calendar/feeds': (_: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      if (posted.length === 1)
        return Response.json(
          { message: 'Invalid feed', errors: [{ field: 'url', message: 'This address may not be read' }] },
          { status: 400 },
        );
      return Response.json(feed({ id: 'f3', label: 'Click&Boat' }), { status: 201 });
    },
    'POST /api/admin/charters/v1/calendar/sync': () => {
      calls.sync++;
      return Response.json({
        feeds: [
          {
            id: 'f1',
            label: 'GetMyBoat',
            outcome: 'fetched',
            added: 3,
            moved: 1,
            removed: 0,
            conflicts: 1,
            error: null,
          },
          {
            id: 'f2',
            label: 'Boatsetter',
            outcome: 'failed',
            added: 0,
            moved: 0,
            removed: 0,
            conflicts: 0,
            error: 'HTTP 404',
          },
        ],
      });
    },
    'POST /api/admin/charters/v1/calendar/token': { exportUrl: 'https://marine.example/api/calendars/v1/tok_new.ics' },
  });
  renderApp('/admin/calendar');
  return { posted, calls, fetchMock };
}

/** The vessel's panel, once its channel calendars are in. */
async function panelOf(id: string) {
  const section = await screen.findByRole('region', { name: 'Channel calendars' }, { timeout: 20_000 });
  const panel = section.querySelector<HTMLElement>(`[data-vessel="${id}"]`)!;
  await within(panel).findByRole('textbox', { name: 'Your calendar link' }, { timeout: 20_000 });
  return panel;
}

describe("/admin/calendar's channel calendars", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the feeds with their last sync, error and events, and the conflicts, opening that vessel', async () => {
    setUp(ADMIN);
    const panel = await panelOf('v1');
    // A vessel with conflicts opens by itself; the summary line counts them.
    await waitFor(() => expect(panel).toHaveAttribute('open'));
    expect(within(panel).getByText('(2 channels, 2 conflicts)')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(EXPORT);
    const feeds = within(panel).getByRole('list', { name: 'Channel calendars read' });
    const [first, second] = within(feeds).getAllByRole('listitem');
    expect(first).toHaveTextContent('GetMyBoat');
    expect(first).toHaveTextContent('https://www.getmyboat.com/ical/****.ics');
    expect(first).toHaveTextContent('Last good sync Sat 5 Dec 12:30 (Dubai) · 3 events');
    expect(second).toHaveTextContent('Never synced · 0 events');
    expect(within(second!).getByText('Last sync failed: HTTP 404')).toHaveClass('text-red-700');

    const conflicts = within(panel).getByRole('region', { name: 'Conflicts with your bookings' });
    expect(conflicts).toHaveTextContent(/not imported: our booking was kept/);
    const [c1, c2] = within(conflicts).getAllByRole('listitem');
    expect(c1).toHaveTextContent(
      /^GetMyBoat: \w+ \d+ \w+ 18:00–20:00 \(Dubai\) overlaps Booking .* 17:00–21:00 \(lead Q-7K4M\)$/,
    );
    expect(c2).toHaveTextContent(/^Boatsetter: .* 22:00–23:00 \(Dubai\) overlaps block #b99$/);

    // The other vessel, without conflicts, stays closed and says it reads no channel.
    const other = await panelOf('v2');
    expect(other).not.toHaveAttribute('open');
    expect(within(other).getByText('No channel calendar yet: this vessel reads no other channel.')).toBeInTheDocument();
  });

  it("shows external blocks as their channel's, without change or delete buttons", async () => {
    setUp(ADMIN);
    const grid = await screen.findByRole('table', { name: /by vessel and day/ }, { timeout: 20_000 });
    const row = within(grid).getByRole('row', { name: /Sea Breeze 60/ });
    const item = row.querySelector<HTMLElement>('[data-block-kind="external"]')!;
    expect(item).toHaveTextContent('External · GetMyBoat 10:00–14:00');
    expect(item).toHaveClass('border-dashed');
    expect(within(item).queryAllByRole('button')).toHaveLength(0);
    // The phone's list too; our own booking keeps its buttons.
    expect(screen.queryAllByRole('button', { name: /External/ })).toHaveLength(0);
    expect(within(row).getByRole('button', { name: /^Change times of Booking/ })).toBeInTheDocument();
  });

  it('copies the link, and makes a new one after the warning', async () => {
    const user = userEvent.setup();
    setUp(ADMIN);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const panel = await panelOf('v1');
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(EXPORT);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'New link' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(
      /The old link stops working at once\. Every channel that reads it must be given the new one\./,
    );
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
        'https://marine.example/api/calendars/v1/tok_new.ics',
      ),
    );
  });

  it('selects the link for the keyboard when the clipboard is refused', async () => {
    const user = userEvent.setup();
    setUp(SUB_USER);
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const panel = await panelOf('v1');
    const input = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Your calendar link' });
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy the selected link')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, EXPORT.length]);
  });

  it("checks a new feed as the server does, and shows the server's error on the address", async () => {
    const { posted } = setUp(ADMIN);
    const user = userEvent.setup();
    const panel = await panelOf('v1');
    const form = within(panel).getByRole('form', { name: 'Add a channel calendar' });
    const label = within(form).getByRole('textbox', { name: /^Label/ });
    expect(label).toHaveAttribute('placeholder', 'GetMyBoat');
    await user.click(within(form).getByRole('button', { name: 'Add channel calendar' }));
    expect(await within(form).findByText('Enter a label, e.g. the channel’s name')).toBeInTheDocument();
    expect(within(form).getByText('Enter the calendar’s address')).toBeInTheDocument();

    await user.type(label, 'Click&Boat');
    const url = within(form).getByRole('textbox', { name: /^Calendar address/ });
    await user.type(url, 'http://feeds.example/boat.ics');
    await user.click(within(form).getByRole('button', { name: 'Add channel calendar' }));
    expect(await within(form).findByText(/must start with https:\/\//)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Allow plain http for this host' }));
    await user.click(within(form).getByRole('button', { name: 'Add channel calendar' }));
    expect(await within(form).findByText('This address may not be read')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(posted).toEqual([{ label: 'Click&Boat', url: 'http://feeds.example/boat.ics', allowHttp: true }]);

    await user.clear(url);
    await user.type(url, 'https://clickandboat.example/c.ics');
    await user.click(within(form).getByRole('button', { name: 'Add channel calendar' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await waitFor(() => expect(label).toHaveValue(''));
  });

  it('disables the form at five feeds, and says why', async () => {
    setUp(ADMIN, { feeds: ['a', 'b', 'c', 'd', 'e'].map((id) => feed({ id, label: `Channel ${id}` })), conflicts: [] });
    const panel = await panelOf('v1');
    await within(panel).findByText(/reads 5 channel calendars, the most it may/);
    expect(within(panel).getByRole('textbox', { name: /^Label/ })).toBeDisabled();
  });

  it('syncs: the summary per channel is announced and the calendar asked again', async () => {
    const { calls } = setUp(ADMIN);
    const user = userEvent.setup();
    const panel = await panelOf('v1');
    const before = { ...calls };
    await user.click(within(panel).getByRole('button', { name: 'Sync now' }));
    const status = within(panel).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('GetMyBoat: 3 added, 1 moved, 0 removed, 1 conflict'));
    expect(status).toHaveTextContent('Boatsetter: failed (HTTP 404)');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls.sync).toBe(1);
    await waitFor(() => expect(calls.calendar).toBeGreaterThan(before.calendar));
    await waitFor(() => expect(calls.week).toBeGreaterThan(before.week));
  });

  it("gives a sub-user the link and the feeds, but none of the administrator's controls", async () => {
    const { fetchMock } = setUp(SUB_USER);
    const panel = await panelOf('v1');
    expect(within(panel).getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(EXPORT);
    expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Channel calendars read' })).toHaveTextContent('GetMyBoat');
    for (const name of ['New link', 'Sync now', /^Remove/, 'Add channel calendar'])
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    expect(within(panel).queryByRole('form', { name: 'Add a channel calendar' })).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(false);
  });
});
