import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/fake-intersection-observer';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import type { CharterTerms } from '@/types/api';

// The vessel page's booking (app/routes/product.tsx): its section and heading at once, its code
// and its month's availability only once the section nears the screen or the visitor points
// at it (docs/charter.md, "The vessel page's booking on approach").
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const terms: CharterTerms = {
  hourlyRate: '750.00',
  dailyRate: null,
  minimumHours: 2,
  minimumRules: [],
  overtimeStepMinutes: 30,
  datePrices: [],
  extras: [],
  depositPercent: 0,
  cancellationTerms: '',
  cancellationTermsAr: '',
  turnaroundMinutes: 0,
};
const vessel = makeProduct({ id: 'v1', name: 'Sea Breeze 60', category: 'vessel-chartering', charter: terms });

function stubVessel() {
  return stubApi({ 'GET /api/products/v1': vessel, 'GET /api/charters/v1/availability': { days: [] } });
}
/** The booking's section; generous, as the first render of a file waits for the route's code on a busy machine. */
const findSection = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });
const availabilityAsked = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/charters/v1/availability'));

describe("the vessel page's booking on approach", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its heading and placeholder until the section nears the screen, then the calendar', async () => {
    const { observers, report } = stubIntersectionObserver();
    const fetchMock = stubVessel();
    renderApp('/product/v1');
    const section = await findSection('Book a charter');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the booking calendar...');
    // A quarter of a screen's height ahead of it, not the half screen of the similar listings.
    expect(observers.map((o) => o.margin)).toContain('25% 0px');

    report(false);
    // Give a wrongly eager load the time to show: the section still waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(availabilityAsked(fetchMock)).toBe(false);

    report(true);
    expect(await within(section).findByRole('grid')).toBeInTheDocument();
    // The month is asked for from the calendar's query, which may start just after its first frame.
    await waitFor(() => expect(availabilityAsked(fetchMock)).toBe(true));
    expect(within(section).queryByText('Loading the booking calendar...')).toBeNull();
  });

  it('loads at once when the visitor points at its placeholder', async () => {
    const { report } = stubIntersectionObserver();
    stubVessel();
    renderApp('/product/v1');
    const section = await findSection('Book a charter');
    report(false);
    await userEvent.setup().hover(within(section).getByRole('status'));
    expect(await within(section).findByRole('grid')).toBeInTheDocument();
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    stubVessel();
    renderApp('/product/v1');
    const section = await findSection('Book a charter');
    expect(await within(section).findByRole('grid')).toBeInTheDocument();
  });

  it('has the Arabic heading on the Arabic page', async () => {
    const { report } = stubIntersectionObserver();
    stubVessel();
    renderApp('/ar/product/v1');
    const section = await findSection('احجز رحلة');
    expect(within(section).getByRole('status')).toHaveTextContent('جارٍ تحميل تقويم الحجز...');
    report(true);
    expect(await within(section).findByRole('grid')).toBeInTheDocument();
  });
});
