import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { siteSettingsKey } from '@/lib/query-keys';
import { renderApp, stubApi } from '@/testing/test-utils';
import type { SiteSettings } from '@/types/api';
import { LEAVE_WARNING } from '../components/use-unsaved-changes-warning';
import { ARABIC_SETTINGS_DEFAULTS } from '../lib/schema';

const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const SUB_USER = { id: 'u_sub', name: 'Sara Ahmed', username: 'sara_a', role: 'sub_user' };
const CLOSED_WEEK = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
// As the server answers: with the desks, which this form neither shows nor sends (docs/desks.md).
const STORED: SiteSettings = {
  ...DEFAULT_SETTINGS,
  companyName: 'Blue Harbour Marine',
  phone: '971501234567',
  desks: [
    {
      id: 'general',
      name: 'Blue Harbour Marine',
      nameAr: '',
      phone: '971501234567',
      agents: [{ name: 'Omar', nameAr: '', whatsapp: DEFAULT_SETTINGS.whatsappNumber }],
      hours: CLOSED_WEEK,
      exceptions: [],
      categories: ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'],
    },
  ],
};

/** What the form sends: the settings without the desks, which have their own screen. */
const { desks: _desks, ...SENT } = STORED;

const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
type Init = RequestInit | undefined;

function loginAs(user: typeof ADMIN) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
}

/** A fake settings API: PUT stores what it gets (trimmed by the client already) unless `put` answers otherwise. */
function fakeApi(put?: (body: SiteSettings) => Response, initial: SiteSettings = STORED) {
  let stored = initial;
  let leadMail = { mode: 'each', mailConfigured: false };
  return stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/settings': () => Response.json(stored),
    'PUT /api/admin/settings': (_: string, init: Init) => {
      const body = JSON.parse(String(init?.body)) as SiteSettings;
      if (put) return put(body);
      stored = body;
      return Response.json(stored);
    },
    'GET /api/admin/settings/lead-mail': () => Response.json(leadMail),
    'PUT /api/admin/settings/lead-mail': (_: string, init: Init) => {
      leadMail = { ...leadMail, ...(JSON.parse(String(init?.body)) as { mode: string }) };
      return Response.json(leadMail);
    },
    'GET /api/products': [],
    'GET /api/banners': [],
    'POST /api/admin/logout': new Response(null, { status: 204 }),
  });
}

const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/settings' && init?.method === 'PUT');

async function openScreen(initial: SiteSettings = STORED) {
  loginAs(ADMIN);
  const fetchMock = fakeApi(undefined, initial);
  const app = renderApp('/admin/settings');
  await screen.findByRole('heading', { name: 'Site Settings', level: 1 });
  await waitFor(() => expect(screen.getByLabelText(/^Company name(?! \(Arabic\))/)).toHaveValue('Blue Harbour Marine'));
  return { ...app, fetchMock };
}

describe('/admin/settings', () => {
  it('shows the stored settings in groups, with the phone and WhatsApp link previews', async () => {
    await openScreen();
    for (const group of [
      'Company',
      'Contact',
      'Business Hours',
      'Home Page',
      'Category Texts',
      'Website Credit',
      'Social Media and Map',
      'Prices',
    ])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    expect(screen.getByText('+971 50 123 4567')).toBeInTheDocument();
    const user = userEvent.setup();
    const whatsapp = screen.getByLabelText(/^WhatsApp number/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '971557654321');
    expect(screen.getByRole('link', { name: /https:\/\/wa\.me\/971557654321/ })).toHaveAttribute(
      'href',
      'https://wa.me/971557654321',
    );
    await user.clear(whatsapp);
    await user.type(whatsapp, '0557654321');
    expect(screen.queryByRole('link', { name: /wa\.me/ })).not.toBeInTheDocument();
  });

  it('chooses how the staff hear of new leads, and says when the server has no mail relay', async () => {
    const { fetchMock } = await openScreen();
    const modes = await screen.findByRole('radiogroup', { name: 'How the staff hear of new leads' });
    expect(within(modes).getByRole('radio', { name: /Each lead at once/ })).toBeChecked();
    expect(screen.getByText(/No mail relay is configured/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Lead E-mails' });
    expect(save).toBeDisabled();
    await userEvent.click(within(modes).getByRole('radio', { name: /An hourly digest/ }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/admin/settings/lead-mail' && init?.method === 'PUT' && init.body === '{"mode":"hourly"}',
        ),
      ).toBe(true),
    );
    expect(await notifications().findByText('Lead e-mails saved.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /An hourly digest/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Lead E-mails' })).toBeDisabled();
  });

  it('is linked from the admin header', async () => {
    loginAs(ADMIN);
    fakeApi();
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Site Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('validates with the server messages and sends nothing while invalid', async () => {
    const { fetchMock } = await openScreen();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Company name(?! \(Arabic\))/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+971 50 123 4567');
    await user.clear(screen.getByLabelText(/^Credit link/));
    await user.type(screen.getByLabelText(/^Credit link/), 'http://studio.example');
    await user.type(screen.getByLabelText(/^Instagram link/), 'instagram.com/x');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Phone must be a UAE number in digits with the country code: 971 then 8 or 9 digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Credit link must be an https:// address')).toBeInTheDocument();
    expect(screen.getByText('Instagram link must be an https:// address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name(?! \(Arabic\))/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Company name(?! \(Arabic\))/)).toHaveFocus();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('adds and removes hours rows, 1 to 7', async () => {
    await openScreen();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add row' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(screen.getAllByLabelText(/^Days \(row/)).toHaveLength(7);
    expect(add).toBeDisabled();
    for (let i = 7; i > 1; i--) await user.click(screen.getByRole('button', { name: `Remove row ${i}` }));
    expect(screen.getAllByLabelText(/^Days \(row/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it("saves the trimmed object, says so, and the pages' settings become the saved ones", async () => {
    const { fetchMock, queryClient } = await openScreen();
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Company name(?! \(Arabic\))/);
    await user.clear(name);
    await user.type(name, '  Red Sea Marine  ');
    await user.click(screen.getByLabelText(/^Prices include VAT/));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Settings saved successfully!')).toBeInTheDocument();
    const [[, init]] = puts(fetchMock) as [[string, RequestInit]];
    // A server without the Arabic texts gets none (it would refuse them).
    expect(JSON.parse(String(init.body))).toEqual({ ...SENT, companyName: 'Red Sea Marine', pricesIncludeVat: true });
    expect(screen.queryByRole('group', { name: 'Arabic Texts' })).not.toBeInTheDocument();
    expect(queryClient.getQueryData<SiteSettings>(siteSettingsKey)?.companyName).toBe('Red Sea Marine');
    expect(name).toHaveValue('Red Sea Marine');
  });

  it('edits the Arabic texts, right to left, when the server has them', async () => {
    const { fetchMock } = await openScreen({ ...STORED, ...ARABIC_SETTINGS_DEFAULTS });
    const user = userEvent.setup();
    const arabicName = screen.getByLabelText('Company name (Arabic)');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(arabicName).toHaveAttribute('lang', 'ar');
    await user.type(arabicName, ' شركة البحر ');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Settings saved successfully!')).toBeInTheDocument();
    const [[, init]] = puts(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      ...SENT,
      ...ARABIC_SETTINGS_DEFAULTS,
      companyNameAr: 'شركة البحر',
    });
  });

  it("shows the server's field errors on their fields and a failure toast", async () => {
    loginAs(ADMIN);
    fakeApi(() =>
      Response.json(
        {
          message: 'Please correct the highlighted settings',
          errors: [
            { field: 'email', message: 'Email must be a valid email address' },
            { field: 'businessHours.1.hours', message: 'Hours must be at most 60 characters' },
          ],
        },
        { status: 400 },
      ),
    );
    renderApp('/admin/settings');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Company name(?! \(Arabic\))/)).toHaveValue('Blue Harbour Marine'),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Please correct the highlighted settings')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.getByLabelText(/^Hours \(row 2\)/)).toHaveAccessibleDescription(
      'Hours must be at most 60 characters',
    );
  });

  it('a failed save without a message: the generic failure toast', async () => {
    loginAs(ADMIN);
    fakeApi(() => new Response('', { status: 500 }));
    renderApp('/admin/settings');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Company name(?! \(Arabic\))/)).toHaveValue('Blue Harbour Marine'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Failed to save settings')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: in the app (stay or leave) and for the browser', async () => {
    const { router } = await openScreen();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Company name(?! \(Arabic\))/), ' LLC');

    // The browser's own prompt for a reload or a closed tab.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Banner Admin' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(router.state.location.pathname).toBe('/admin/settings');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Banner Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves without asking when nothing changed or after a save', async () => {
    const { router } = await openScreen();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Company name(?! \(Arabic\))/), ' LLC');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Settings saved successfully!')).toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Product Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('is not for sub-users: they are sent to their own screen, which has no link to it', async () => {
    loginAs(SUB_USER);
    stubApi({ 'GET /api/admin/session': { user: SUB_USER }, 'GET /api/sub-user/products': [] });
    const { router } = renderApp('/admin/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-user'));
    expect(screen.queryByRole('link', { name: 'Site Settings' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Company name(?! \(Arabic\))/)).not.toBeInTheDocument();
  });
});

describe('the payment instructions (docs/payments.md)', () => {
  it('edits both texts when the server has them, and sends them with the rest', async () => {
    const { fetchMock } = await openScreen({ ...STORED, paymentInstructions: '', paymentInstructionsAr: '' });
    const user = userEvent.setup();
    const english = screen.getByRole('textbox', { name: 'Payment instructions (English)' });
    const arabic = screen.getByRole('textbox', { name: 'Payment instructions (Arabic)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await user.type(english, ' Bank transfer: IBAN AE07 0331 ');
    await user.type(arabic, 'تحويل بنكي');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await notifications().findByText('Settings saved successfully!')).toBeInTheDocument();
    const [[, init]] = puts(fetchMock) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      ...SENT,
      paymentInstructions: 'Bank transfer: IBAN AE07 0331',
      paymentInstructionsAr: 'تحويل بنكي',
    });
  });

  it('refuses more than 1,000 characters, and shows nothing to a server without them', async () => {
    const { fetchMock, unmount } = await openScreen({
      ...STORED,
      paymentInstructions: 'x'.repeat(1001),
      paymentInstructionsAr: '',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Payment instructions must be at most 1000 characters')).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
    unmount();
    await openScreen();
    expect(screen.queryByRole('textbox', { name: /Payment instructions/ })).toBeNull();
  });
});
