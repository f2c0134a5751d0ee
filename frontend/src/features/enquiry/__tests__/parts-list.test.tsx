import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEnquiryList, getEnquiryItems } from '@/lib/enquiry-list';
import { makeProduct, renderApp, stubApi } from '@/testing/test-utils';
import type { PartsMatch } from '@/types/api';
import { clearMissingLines, getMissingLines } from '../lib/missing-lines';

// A parts list on /enquiry (docs/parts-lists.md, "The screens"), against the contract's
// POST /api/enquiries/match. Arabic pages load their font late; jsdom has no FontFace.
vi.mock('@/i18n/arabic-font', () => ({ loadArabicFont: () => undefined }));

const filter = makeProduct({ id: 'f1', name: 'Fuel Filter 1R-0750', category: 'marine-spares', price: '85.00' });
const racor = makeProduct({ id: 'r1', name: 'Racor 2040PM', category: 'marine-spares', showContactForPricing: true });
const racorN = makeProduct({ id: 'r2', name: 'Racor 2040N', category: 'marine-spares', price: '120.00' });
const answer: PartsMatch = {
  lines: [
    { line: 0, text: '1R-0749', quantity: 4, status: 'matched', product: filter, replaced: '1R-0749' },
    { line: 1, text: 'Racor 2040', quantity: 10, status: 'choose', choices: [racor, racorN] },
    { line: 3, text: 'Volvo impeller 21951346', quantity: 2, status: 'missing' },
    { line: 4, text: 'Old gasket', quantity: 1, status: 'missing' },
  ],
};
const pasted = '1R-0749 x4\nRacor 2040 10\n\nVolvo impeller 21951346 2 pcs\nOld gasket';

describe('a parts list on the enquiry page', () => {
  beforeEach(() => {
    localStorage.clear();
    clearEnquiryList();
    clearMissingLines();
  });
  afterEach(() => vi.restoreAllMocks());

  it('pastes, reviews (a choice picked, a missing line removed) and adds to the list, then sends it all', async () => {
    let asked: unknown;
    let sent: unknown;
    stubApi({
      'POST /api/enquiries/match': (_: string, init?: RequestInit) => {
        asked = JSON.parse(String(init?.body));
        return Response.json(answer);
      },
      'GET /api/products/f1': filter,
      'GET /api/products/r2': racorN,
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json(
          { ref: 'Q-1', message: '', whatsappUrl: 'https://wa.me/1', mailtoUrl: 'mailto:x' },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/enquiry');
    const paste = await screen.findByRole('textbox', { name: 'Paste a parts list' });
    await user.click(paste);
    await user.paste(pasted);
    expect(screen.getByText('5 of 500 lines')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find the parts' }));
    expect(await screen.findByText('4 lines: 1 found, 1 to choose, 2 not in the catalogue.')).toBeInTheDocument();
    expect(asked).toEqual({ lines: pasted.split('\n') });

    const found = screen.getByRole('checkbox', { name: 'Add Fuel Filter 1R-0750' });
    expect(found).toBeChecked();
    expect(screen.getByText('AED 85.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.textContent === 'Replaces 1R-0749' && el.tagName === 'SPAN')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Choose the part: Racor 2040' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    radios.forEach((r) => expect(r).not.toBeChecked());
    expect(within(group).getByText('Contact For Pricing')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /Racor 2040N/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Old gasket' }));
    await user.click(screen.getByRole('button', { name: 'Add to my list' }));

    expect(await screen.findByText('Added 2 products and 1 other lines to your list.')).toBeInTheDocument();
    expect(getEnquiryItems()).toEqual([
      { productId: 'f1', name: 'Fuel Filter 1R-0750', category: 'marine-spares', quantity: 4, replaced: '1R-0749' },
      { productId: 'r2', name: 'Racor 2040N', category: 'marine-spares', quantity: 10 },
    ]);
    expect(getMissingLines()).toEqual([{ text: 'Volvo impeller 21951346', quantity: 2 }]);
    const notIn = await screen.findByRole('region', { name: 'Not in the catalogue' });
    expect(within(notIn).getByText('Volvo impeller 21951346')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    await screen.findByText('Your reference is Q-1.');
    expect(sent).toMatchObject({
      items: [
        { productId: 'f1', quantity: 4, replaced: '1R-0749' },
        { productId: 'r2', quantity: 10 },
      ],
      missing: [{ text: 'Volvo impeller 21951346', quantity: 2 }],
    });
    expect(getMissingLines()).toEqual([]);
  });

  it('keeps an unpicked choice out and a "none of these" line as typed; sends a list of missing lines alone', async () => {
    let sent: { items: unknown[]; missing: unknown[] } | undefined;
    stubApi({
      'POST /api/enquiries/match': { lines: [answer.lines[1], { ...answer.lines[1], line: 2, text: 'Racor 900' }] },
      'POST /api/enquiries': (_: string, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body)) as typeof sent;
        return Response.json(
          { ref: 'Q-2', message: '', whatsappUrl: 'https://wa.me/1', mailtoUrl: 'mailto:x' },
          { status: 201 },
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/enquiry');
    await user.type(await screen.findByRole('textbox', { name: 'Paste a parts list' }), 'Racor 2040 10');
    await user.click(screen.getByRole('button', { name: 'Find the parts' }));
    const second = await screen.findByRole('group', { name: 'Choose the part: Racor 900' });
    await user.click(within(second).getByRole('radio', { name: 'None of these: send the line as typed' }));
    await user.click(screen.getByRole('button', { name: 'Add to my list' }));
    expect(getEnquiryItems()).toEqual([]);
    expect(getMissingLines()).toEqual([{ text: 'Racor 900', quantity: 10 }]);
    await user.click(await screen.findByRole('button', { name: 'Send on WhatsApp' }));
    vi.spyOn(window, 'open').mockReturnValue(null);
    await waitFor(() => expect(sent).toMatchObject({ items: [], missing: [{ text: 'Racor 900', quantity: 10 }] }));
  });

  it('refuses more than 500 lines before asking, and explains a 429 in Arabic', async () => {
    const fetchMock = stubApi({ 'POST /api/enquiries/match': Response.json({ message: 'Slow' }, { status: 429 }) });
    const user = userEvent.setup();
    const { unmount } = renderApp('/enquiry');
    const paste = await screen.findByRole('textbox', { name: 'Paste a parts list' });
    await user.click(paste);
    await user.paste(Array.from({ length: 501 }, (_, i) => `P-${i}`).join('\n'));
    expect(paste).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/at most 500 lines; this one has 501/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find the parts' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/match'))).toBe(false);
    unmount();

    renderApp('/ar/enquiry');
    const ar = await screen.findByRole('textbox', { name: 'الصق قائمة القطع' });
    await user.type(ar, '1R-0750 x4');
    await user.click(screen.getByRole('button', { name: 'ابحث عن القطع' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('طلبات بحث كثيرة من شبكتك');
  });
});
