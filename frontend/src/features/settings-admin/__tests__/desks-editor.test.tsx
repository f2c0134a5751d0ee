import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { AdminDesk } from '@/types/api';
import { LEAVE_WARNING } from '../components/use-unsaved-changes-warning';

// The desks editor (docs/desks.md): the stored desks, agents, hours, exceptions, the
// categories' desks, and the server's field errors by path on the fields they name.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const week = (over: Partial<AdminDesk['hours']> = {}): AdminDesk['hours'] => ({
  sun: [{ from: '09:00', to: '18:00' }],
  mon: [{ from: '09:00', to: '18:00' }],
  tue: [],
  wed: [],
  thu: [
    { from: '09:00', to: '13:00' },
    { from: '14:00', to: '18:00' },
  ],
  fri: [],
  sat: [],
  ...over,
});
const STORED: AdminDesk[] = [
  {
    id: 'general',
    name: 'Parts',
    nameAr: 'قطع الغيار',
    phone: '971501234567',
    email: 'parts@example.ae',
    agents: [{ name: 'Omar', nameAr: 'عمر', whatsapp: '971501111111', active: true }],
    hours: week(),
    exceptions: [
      { from: '2027-03-01', to: '2027-03-30', name: 'Ramadan', nameAr: 'رمضان', closed: false, hours: week() },
    ],
    categories: ['marine-spares', 'vessel-sales-purchase'],
  },
  {
    id: 'charter',
    name: 'Charter',
    nameAr: '',
    phone: '971502222222',
    email: 'charter@example.ae',
    agents: [
      { name: 'Layla', nameAr: '', whatsapp: '971503333333', active: true },
      { name: 'Sam', nameAr: '', whatsapp: '971504444444', active: false },
    ],
    hours: week({ sun: [], mon: [], thu: [] }),
    exceptions: [],
    categories: ['vessel-chartering'],
  },
];

type Put = { desks: AdminDesk[] };

function openEditor(put?: (body: Put) => Response, at = '/admin/settings/desks') {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(ADMIN));
  const puts: Put[] = [];
  let stored = STORED;
  stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/admin/enquiries/new-count': { new: 0 },
    'GET /api/admin/settings/desks': () => Response.json({ desks: stored }),
    'GET /api/settings': DEFAULT_SETTINGS,
    'GET /api/admin/settings/lead-mail': { mode: 'each', mailConfigured: true },
    'PUT /api/admin/settings/desks': (_: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Put;
      puts.push(body);
      if (put) return put(body);
      stored = body.desks;
      return Response.json({ desks: stored });
    },
  });
  const app = renderApp(at);
  return { ...app, puts };
}

/** The form, once the stored desks are in it (generous: the machine is shared with builds). */
const loaded = () => screen.findByDisplayValue('Parts', {}, { timeout: 20_000 });

/** Types `text` into the field labelled `label` at once (a paste: typing key by key is slow on this long form). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const notifications = () => within(screen.getByLabelText(/^Notifications/));

describe('/admin/settings/desks', () => {
  beforeEach(() => localStorage.clear());

  it('shows the stored desks in order, the first as the general desk, with their agents, hours and exceptions', async () => {
    openEditor();
    const editor = await screen.findByTestId('desk-editor');
    await loaded();
    const [first, second] = editor.querySelectorAll('legend');
    expect(first).toHaveTextContent(/^Desk 1: Parts \(the general desk\)$/);
    expect(editor.querySelector('fieldset')).toHaveAccessibleName('Desk 1: Parts (the general desk)');
    expect(editor.querySelector('fieldset')).toHaveAccessibleDescription(/The header, the footer/);
    expect([...editor.querySelectorAll('legend')].map((l) => l.textContent)).toContain('Desk 2: Charter');
    void second;
    expect(screen.getByLabelText(/^Arabic name \(desk 1\)/)).toHaveValue('قطع الغيار');
    expect(screen.getByLabelText(/^WhatsApp number \(desk 2, agent 2\)/)).toHaveValue('971504444444');
    expect(screen.getByLabelText('On duty (desk 2, agent 2)')).not.toBeChecked();
    expect(screen.getByLabelText('On duty (desk 2, agent 2)')).toHaveAttribute('role', 'switch');
    expect(screen.getByLabelText(/^Thursday to \(desk 1, range 2\)/)).toHaveValue('18:00');
    expect(screen.getByLabelText(/^Exception name \(desk 1, exception 1\)/)).toHaveValue('Ramadan');
    expect(screen.getByText('general').closest('p')).toHaveTextContent(/^Id: general \(kept/);
    const tuesday = screen.getAllByText('Tuesday')[0]!;
    expect(within(tuesday).getByText('Closed')).toBeInTheDocument();
  });

  it('adds an agent and copies Sunday to the working week, and saves them', async () => {
    const { puts } = openEditor();
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(screen.getByLabelText('Add agent (desk 1)'));
    await fill(user, /^Agent name \(desk 1, agent 2\)/, 'Huda');
    await fill(user, /^WhatsApp number \(desk 1, agent 2\)/, '971505555555');
    await user.click(screen.getByLabelText('Add range on Sunday (desk 2)'));
    await user.type(screen.getByLabelText(/^Sunday from \(desk 2, range 1\)/), '8:00');
    await user.type(screen.getByLabelText(/^Sunday to \(desk 2, range 1\)/), '24:00');
    await user.click(screen.getByLabelText("Copy Sunday's hours to Mon–Thu (desk 2)"));
    expect(screen.getByLabelText(/^Wednesday from \(desk 2, range 1\)/)).toHaveValue('8:00');
    await user.click(screen.getByText('Save Desks'));

    await waitFor(() => expect(puts).toHaveLength(1));
    const [parts, charter] = puts[0]!.desks;
    expect(parts!.agents[1]).toEqual({ name: 'Huda', nameAr: '', whatsapp: '971505555555', active: true });
    expect(parts!.categories).toEqual(['marine-spares', 'vessel-sales-purchase']);
    expect(parts!.exceptions[0]!.hours?.thu).toHaveLength(2);
    expect(charter!.hours.wed).toEqual([{ from: '08:00', to: '24:00' }]);
    expect(charter!.hours.fri).toEqual([]);
    expect(await notifications().findByText('Desks saved.')).toBeInTheDocument();
  });

  it('adds a desk whose id comes from its English name, and gives it a category', async () => {
    const { puts } = openEditor();
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(screen.getByText('Add desk'));
    await fill(user, /^Name \(desk 3\)/, 'Vessel Sales');
    expect(screen.getByText('vessel-sales').closest('p')).toHaveTextContent(/^Id when saved: vessel-sales/);
    await fill(user, /^Phone \(desk 3\)/, '971506666666');
    await fill(user, /^E-mail \(desk 3\)/, 'sales@example.ae');
    await fill(user, /^Agent name \(desk 3, agent 1\)/, 'Karim');
    await fill(user, /^WhatsApp number \(desk 3, agent 1\)/, '971507777777');
    await user.selectOptions(screen.getByLabelText('Vessel Sales & Purchase desk'), 'Vessel Sales');
    await user.click(screen.getByText('Save Desks'));

    await waitFor(() => expect(puts).toHaveLength(1));
    const [parts, , sales] = puts[0]!.desks;
    expect(parts!.categories).toEqual(['marine-spares']);
    expect(sales).toMatchObject({ id: 'vessel-sales', name: 'Vessel Sales', categories: ['vessel-sales-purchase'] });
    expect(sales!.hours).toEqual({ sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] });
    await waitFor(() =>
      expect(screen.getByText('vessel-sales').closest('p')).toHaveTextContent(/^Id: vessel-sales \(kept/),
    );
  });

  it("checks the rules before sending: overlapping ranges, an agent's number, nobody on duty", async () => {
    const { puts } = openEditor();
    const user = userEvent.setup({ delay: null });
    await loaded();
    const to = screen.getByLabelText(/^Thursday to \(desk 1, range 1\)/);
    await user.clear(to);
    await user.type(to, '15:00');
    await user.click(screen.getByLabelText('On duty (desk 2, agent 1)'));
    const number = screen.getByLabelText(/^WhatsApp number \(desk 1, agent 1\)/);
    await user.clear(number);
    await user.type(number, '0501111111');
    await user.click(screen.getByText('Save Desks'));
    expect(await screen.findByText('Ranges of a day must not overlap')).toBeInTheDocument();
    expect(screen.getByText('At least one agent must be on duty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^WhatsApp number \(desk 1, agent 1\)/)).toHaveAccessibleDescription(
      /WhatsApp number must be a UAE number/,
    );
    expect(puts).toHaveLength(0);
  });

  it("puts the server's 400 on the fields its paths name, a category's on its select", async () => {
    const { puts } = openEditor(() =>
      Response.json(
        {
          error: 'The desks are not valid',
          fields: {
            'desks.1.agents.0.whatsapp': 'WhatsApp number is already used',
            'desks.0.hours.thu.1': 'Ranges of a day must not overlap',
            'desks.0.exceptions.0.to': 'To must not be before from',
            'desks.1.categories.0': 'Vessel Chartering has two desks',
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(screen.getByText('Save Desks'));
    await waitFor(() => expect(puts).toHaveLength(1));
    const agentNumber = screen.getByLabelText(/^WhatsApp number \(desk 2, agent 1\)/);
    await waitFor(() => expect(agentNumber).toHaveAccessibleDescription('WhatsApp number is already used'));
    expect(agentNumber).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^To date \(desk 1, exception 1\)/)).toHaveAccessibleDescription(
      'To must not be before from',
    );
    const thursday = screen.getAllByText('Thursday')[0]!.closest('[role=group]') as HTMLElement;
    expect(within(thursday).getByText('Ranges of a day must not overlap')).toBeInTheDocument();
    expect(screen.getByLabelText('Vessel Chartering desk')).toHaveAccessibleDescription(
      'Vessel Chartering has two desks',
    );
    expect(screen.getByLabelText('Marine Supplies desk')).toHaveAttribute('aria-invalid', 'false');
    expect(await notifications().findByText('The desks are not valid')).toBeInTheDocument();
  });

  it("reorders desks and gives a removed desk's categories to the first", async () => {
    const { puts } = openEditor();
    const user = userEvent.setup({ delay: null });
    await loaded();
    expect(screen.getByLabelText('Vessel Chartering desk')).toHaveDisplayValue('Charter');
    await user.click(screen.getByLabelText('Move desk 2 up'));
    expect(screen.getByLabelText(/^Name \(desk 1\)/)).toHaveValue('Charter');
    expect(screen.getByTestId('desk-editor').querySelector('legend')).toHaveTextContent(
      'Desk 1: Charter (the general desk)',
    );
    // The moved desk's controls keep the focus (its Up is disabled at the top).
    expect(screen.getByLabelText('Move desk 1 down')).toHaveFocus();
    await user.click(screen.getByLabelText('Remove desk 1'));
    expect(screen.getByLabelText('Vessel Chartering desk')).toHaveDisplayValue('Parts (general desk)');
    expect(screen.getByLabelText('Remove desk 1')).toBeDisabled();
    await user.click(screen.getByText('Save Desks'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.desks.map((d) => [d.id, d.categories])).toEqual([
      ['general', ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase']],
    ]);
  });

  it('is linked from the settings screen, and asks before leaving with unsaved changes', async () => {
    const { router } = openEditor(undefined, '/admin/settings');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Edit desks and hours', {}, { timeout: 20_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings/desks'));
    await loaded();
    await fill(user, /^Name \(desk 2\)/, ' Desk');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByText('Site Settings', { selector: 'a' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(router.state.location.pathname).toBe('/admin/settings/desks');

    await user.click(screen.getByText('Save Desks'));
    expect(await notifications().findByText('Desks saved.')).toBeInTheDocument();
    await user.click(screen.getByText('Site Settings', { selector: 'a' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('is not for sub-users: they are sent to their own screen, and the desks are never asked for', async () => {
    const sub = { id: 'u_sub', name: 'Sara Ahmed', username: 'sara_a', role: 'sub_user' };
    localStorage.setItem('adminAuthenticated', 'true');
    localStorage.setItem('adminUser', JSON.stringify(sub));
    const fetchMock = stubApi({ 'GET /api/admin/session': { user: sub }, 'GET /api/sub-user/products': [] });
    const { router } = renderApp('/admin/settings/desks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-user'), { timeout: 20_000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/settings/desks'))).toBe(false);
  });
});
