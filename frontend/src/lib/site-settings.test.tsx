import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import { formatPhone } from '@/lib/phone';
import { embedSettings, stubApi, testQueryClient } from '@/testing/test-utils';
import { toSiteSettings, useSite } from './site-settings';

function ShowSite() {
  const site = useSite();
  return (
    <p>
      {site.companyName} / {formatPhone(site.phone)}
    </p>
  );
}

const renderSite = (client: QueryClient = testQueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <ShowSite />
    </QueryClientProvider>,
  );

describe('the site settings', () => {
  it('keep the placeholders for fields an older server lacks', () => {
    expect(toSiteSettings({ companyName: 'Blue Harbour' })).toEqual({
      ...DEFAULT_SETTINGS,
      companyName: 'Blue Harbour',
    });
    for (const junk of [null, [], 'text', { companyName: 42 }]) expect(toSiteSettings(junk)).toBeUndefined();
  });

  it("show at the first render, without a request, when they came with the page's data", () => {
    embedSettings({ companyName: 'Blue Harbour Marine', phone: '971551234567' });
    const fetchMock = stubApi({});
    renderSite();
    expect(screen.getByText('Blue Harbour Marine / +971 55 123 4567')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without them (the static fallback page), GET /api/settings; the placeholders until it answers', async () => {
    embedSettings(null);
    const fetchMock = stubApi({ 'GET /api/settings': { ...DEFAULT_SETTINGS, companyName: 'Fetched Marine' } });
    renderSite();
    expect(screen.getByText('Example Marine Services / +971 50 000 0000')).toBeInTheDocument();
    expect(await screen.findByText('Fetched Marine / +971 50 000 0000')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the API down: the placeholders stay', async () => {
    embedSettings(null);
    const fetchMock = stubApi({ 'GET /api/settings': new Response('down', { status: 502 }) });
    renderSite();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Example Marine Services / +971 50 000 0000')).toBeInTheDocument();
  });
});
