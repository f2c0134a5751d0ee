/**
 * The contact block's status and chat link: the server's HTML read at the page's render time
 * (a shifted clock: a Friday night), hydrated without a mismatch, then corrected at once to the
 * browser's clock plus the offset, and the visitor's own agent put in (docs/desks.md).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENTS_KEY, agentFor } from '@/lib/desk-agents';
import { pageClockKey, type PageClock } from '@/lib/desk-clock';
import { setAgentPicker } from '@/lib/desks';
import { createQueryClient } from '@/lib/query-client';
import type { Desk } from '@/types/api';
import fixture from '../../../../tests/fixtures/desk_hours.json';
import { DeskStatusLine, useDeskChat } from './desk-status';

const desk: Desk = {
  ...(fixture.desks.office as Pick<Desk, 'hours' | 'exceptions'>),
  id: 'parts',
  name: 'Parts',
  nameAr: '',
  phone: '97145550001',
  agents: [
    { name: 'Aisha', nameAr: '', whatsapp: '971501110001' },
    { name: 'Omar', nameAr: '', whatsapp: '971501110002' },
  ],
  categories: ['marine-spares'],
};

function Block() {
  const chat = useDeskChat(desk, 'Anchor');
  return (
    <div>
      <DeskStatusLine line={chat.line} state={chat.state} />
      <a href={chat.href}>WhatsApp</a>
    </div>
  );
}

const FRIDAY_NIGHT = Date.parse('2026-12-11T23:30:00+04:00');
const SUNDAY_MORNING = Date.parse('2026-12-06T10:00:00+04:00');

function page(clock: PageClock) {
  const client = createQueryClient();
  client.setQueryData(pageClockKey, clock);
  return (
    <QueryClientProvider client={client}>
      <Block />
    </QueryClientProvider>
  );
}

afterEach(() => setAgentPicker(() => undefined));

describe('the desk status on a page', () => {
  it('renders at the render time on the server, hydrates without a mismatch, then shows the browser clock and agent', async () => {
    // The page server's clock stands on a Friday night; the browser's, shifted by the same
    // offset, reads a Sunday morning (a kept page, visited later).
    const offsetMs = SUNDAY_MORNING - Date.now();
    const html = renderToString(page({ renderedAt: FRIDAY_NIGHT, offsetMs }));
    const server = new DOMParser().parseFromString(html, 'text/html');
    expect(server.querySelector('[data-testid="desk-status"]')?.textContent).toBe('Closed. We reply tomorrow 9:00');
    const serverLink = new URL(server.querySelector('a')!.href);
    expect(serverLink.pathname).toBe('/971501110001');
    expect(serverLink.searchParams.get('text')).toMatch(/ We will reply tomorrow 9:00\.$/);

    localStorage.setItem(AGENTS_KEY, JSON.stringify({ parts: '971501110002' }));
    setAgentPicker((d) => agentFor(d));
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const statusBefore = container.querySelector('[data-testid="desk-status"]');
    await act(async () => {
      hydrateRoot(container, page({ renderedAt: FRIDAY_NIGHT, offsetMs }), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same element, now saying the browser's time; the visitor's kept agent, without the sentence.
    expect(container.querySelector('[data-testid="desk-status"]')).toBe(statusBefore);
    expect(statusBefore?.textContent).toBe('Open now, until 18:00');
    const link = new URL(container.querySelector('a')!.href);
    expect(link.pathname).toBe('/971501110002');
    expect(link.searchParams.get('text')).not.toMatch(/We will reply/);
    container.remove();
  });

  it('shows nothing for a desk without hours', () => {
    const html = renderToString(<DeskStatusLine line="" state="none" />);
    expect(html).toBe('');
  });
});
