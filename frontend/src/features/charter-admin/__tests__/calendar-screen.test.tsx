import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/dubai-time';
import { renderApp, stubApi } from '@/testing/test-utils';
import { ADMIN, SUB_USER, block, monday, wednesday } from './calendar-fixtures';

// /admin/calendar (docs/charter.md): the week's blocks of every charter vessel, a phone's list
// per day and a desktop grid, a maintenance block added (a 409 named), deletion (bookings:
// administrators only).
const sunday = addDays(monday, 6);

const takenBy = block({
  id: 'b3',
  kind: 'option',
  enquiryRef: 'Q-9PQR',
  start: `${wednesday}T09:00:00+04:00`,
  end: `${wednesday}T12:00:00+04:00`,
  expiresAt: `${wednesday}T08:00:00+04:00`,
});

function setUp(user: typeof ADMIN) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
  let vessels = [
    { id: 'v1', name: 'Sea Breeze 60', nameAr: '', blocks: [block({})] },
    {
      id: 'v2',
      name: 'Harbour Tug',
      nameAr: '',
      blocks: [block({ id: 'b2', productId: 'v2', kind: 'maintenance', enquiryRef: null })],
    },
  ];
  const posted: unknown[] = [];
  const patched: unknown[] = [];
  const deleted: string[] = [];
  const fetchMock = stubApi({
    'GET /api/admin/session': { user },
    'GET /api/admin/enquiries/new-count': { new: 0 },
    [`GET /api/admin/calendar?from=${monday}&to=${sunday}`]: () => Response.json({ vessels }),
    [`GET /api/admin/calendar?from=${addDays(monday, 7)}&to=${addDays(sunday, 7)}`]: {
      vessels: vessels.map((v) => ({ ...v, blocks: [] })),
    },
    'POST /api/admin/charters/v1/blocks': (_: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      return Response.json({ error: 'Overlaps', conflict: block({}) }, { status: 409 });
    },
    // The first move meets an option (409 naming it), the second is saved.
    'PATCH /api/admin/charters/v1/blocks/b1': (_: string, init?: RequestInit) => {
      const times = JSON.parse(String(init?.body)) as { start: string; end: string };
      patched.push(times);
      if (patched.length === 1)
        return Response.json(
          { message: 'The time is taken', error: 'The time is taken', conflict: takenBy },
          { status: 409 },
        );
      vessels = vessels.map((v) => ({ ...v, blocks: v.blocks.map((b) => (b.id === 'b1' ? { ...b, ...times } : b)) }));
      return Response.json(block(times));
    },
    'DELETE /api/admin/charters/v2/blocks/b2': () => {
      deleted.push('b2');
      vessels = vessels.map((v) => ({ ...v, blocks: v.blocks.filter((b) => b.id !== 'b2') }));
      return new Response(null, { status: 204 });
    },
  });
  return { posted, patched, deleted, fetchMock };
}

describe('/admin/calendar', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the week's blocks per day and per vessel, names a conflict, deletes maintenance", async () => {
    const { posted, deleted } = setUp(ADMIN);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderApp('/admin/calendar');
    // The staff chunk's first load: a generous bound for a busy machine, not a timing.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charter Calendar' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/admin/calendar');
    const grid = await screen.findByRole('table', { name: /by vessel and day/ }, { timeout: 20_000 });
    const row = within(grid).getByRole('row', { name: /Sea Breeze 60/ });
    expect(row.querySelector('[data-block-kind="booking"]')).toHaveTextContent('Booking 17:00–21:00');
    // The phone's list names the vessel under each block.
    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toHaveLength(9); // 'Add maintenance', the seven days and 'Channel calendars'
    expect(screen.getAllByText('Nothing booked.')).toHaveLength(6);

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: wednesday } });
    await user.click(screen.getByRole('button', { name: 'Add maintenance' }));
    expect(await screen.findByText(/^The time is taken: Booking .* 17:00–21:00 \(lead Q-7K4M\)\.$/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(posted[0]).toMatchObject({
      kind: 'maintenance',
      start: `${wednesday}T08:00:00+04:00`,
      end: `${wednesday}T17:00:00+04:00`,
    });

    const remove = screen.getAllByRole('button', { name: /^Delete Harbour Tug: Maintenance/ })[0]!;
    await user.click(remove);
    await waitFor(() => expect(deleted).toEqual(['b2']));
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Delete Harbour Tug: Maintenance/ })).toHaveLength(0),
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(screen.getAllByText('Nothing booked.')).toHaveLength(7));
  });

  it("offers a sub-user no delete of a booking (the server's rule), but of maintenance", async () => {
    setUp(SUB_USER);
    renderApp('/admin/calendar');
    await screen.findByRole('table', { name: /by vessel and day/ }, { timeout: 20_000 });
    expect(screen.queryAllByRole('button', { name: /^Delete .*Booking/ })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Delete .*Maintenance/ }).length).toBeGreaterThan(0);
  });

  it("changes a block's times: the server's 409 names the block it meets, then the week shows the move", async () => {
    const { patched } = setUp(ADMIN);
    // jsdom has no modal <dialog>: the drawer's showModal and close only set `open`.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
    };
    const user = userEvent.setup();
    renderApp('/admin/calendar');
    const grid = await screen.findByRole('table', { name: /by vessel and day/ }, { timeout: 20_000 });
    const row = within(grid).getByRole('row', { name: /Sea Breeze 60/ });
    await user.click(within(row).getByRole('button', { name: /^Change times of Booking .* 17:00–21:00/ }));
    const form = screen.getByRole('form', { name: /^Change times of Booking/ });
    expect(within(form).getByLabelText('Day')).toHaveValue(wednesday);
    expect(within(form).getByLabelText('From (Dubai)')).toHaveValue('17:00');
    expect(within(form).getByLabelText('Until (Dubai)')).toHaveValue('21:00');

    fireEvent.change(within(form).getByLabelText('From (Dubai)'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Until (Dubai)'), { target: { value: '13:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save times' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^The time is taken: Option .* 09:00–12:00 \(lead Q-9PQR\), expires .* 08:00\.$/,
    );
    expect(patched[0]).toEqual({ start: `${wednesday}T10:00:00+04:00`, end: `${wednesday}T13:00:00+04:00` });

    // Past midnight: the end falls on the next day.
    fireEvent.change(within(form).getByLabelText('From (Dubai)'), { target: { value: '22:00' } });
    fireEvent.change(within(form).getByLabelText('Until (Dubai)'), { target: { value: '01:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save times' }));
    await waitFor(() =>
      expect(patched[1]).toEqual({
        start: `${wednesday}T22:00:00+04:00`,
        end: `${addDays(wednesday, 1)}T01:00:00+04:00`,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Change times of/ })).toBeNull());
    await waitFor(() =>
      expect(row.querySelector('[data-block-kind="booking"]')).toHaveTextContent(/^Booking 22:00–\w+ \d+ \w+ 01:00/),
    );
  });
});

describe('/admin/calendar, payments (docs/payments.md)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("shows a booking's paid and due amounts and its flag, on the phone's list and the desktop grid", async () => {
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(ADMIN));
    const paidBlock = block({ payment: { paid: '600.00', due: '1800.00', flag: 'amount' } });
    stubApi({
      'GET /api/admin/session': { user: ADMIN },
      'GET /api/admin/enquiries/new-count': { new: 0 },
      [`GET /api/admin/calendar?from=${monday}&to=${sunday}`]: {
        vessels: [{ id: 'v1', name: 'Sea Breeze 60', nameAr: '', blocks: [paidBlock] }],
      },
    });
    renderApp('/admin/calendar');
    const grid = await screen.findByRole('table', { name: /by vessel and day/ }, { timeout: 20_000 });
    const lines = screen.getAllByTestId('block-payment');
    expect(lines).toHaveLength(2); // the phone's list and the grid
    for (const line of lines) {
      expect(line).toHaveTextContent(/^Paid AED.600\.00 · Due AED.1,800\.00/);
      expect(within(line).getByText('Payment amount wrong')).toBeInTheDocument();
    }
    expect(within(grid).getByTestId('block-payment')).toBeInTheDocument();
  });
});
