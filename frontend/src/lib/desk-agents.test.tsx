import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/site';
import type { AdminDesk, Desk } from '@/types/api';
import { AGENTS_KEY, agentFor } from './desk-agents';
import { deskFor, desksOf } from './desk-of';
import { setAgentPicker, useDeskAgent } from './desks';

const agent = (whatsapp: string, active = true) => ({ name: whatsapp, nameAr: '', whatsapp, active });
const parts: AdminDesk = {
  id: 'parts',
  name: 'Parts',
  nameAr: '',
  email: 'parts@example.com',
  phone: '97140000001',
  agents: [agent('971500000001'), agent('971500000002', false), agent('971500000003'), agent('971500000004')],
  hours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
  exceptions: [],
  categories: ['marine-spares'],
};
const charter: Desk = { ...parts, id: 'charter', agents: [agent('971500000009')], categories: ['vessel-chartering'] };
const stored = () => JSON.parse(localStorage.getItem(AGENTS_KEY) ?? '{}') as Record<string, string>;

describe("the visitor's agent per desk", () => {
  beforeEach(() => localStorage.clear());

  it('picks among the on-duty agents only, at random', () => {
    const picks = new Set<string | undefined>();
    for (const r of [0, 0.26, 0.34, 0.5, 0.67, 0.99]) {
      localStorage.clear();
      picks.add(agentFor(parts, () => r));
    }
    expect([...picks].sort()).toEqual(['971500000001', '971500000003', '971500000004']);
  });

  it('keeps the agent across calls and desks, in localStorage (no cookie)', () => {
    expect(agentFor(parts, () => 0.5)).toBe('971500000003');
    expect(agentFor(parts, () => 0)).toBe('971500000003');
    expect(agentFor(charter, () => 0.9)).toBe('971500000009');
    expect(stored()).toEqual({ parts: '971500000003', charter: '971500000009' });
    expect(document.cookie).toBe('');
  });

  it('picks again when the kept agent is no longer listed (off duty)', () => {
    localStorage.setItem(AGENTS_KEY, JSON.stringify({ parts: '971500000002', charter: '971500000009' }));
    expect(agentFor(parts, () => 0)).toBe('971500000001');
    expect(stored()).toEqual({ parts: '971500000001', charter: '971500000009' });
    localStorage.setItem(AGENTS_KEY, 'not json');
    expect(agentFor(parts, () => 0.99)).toBe('971500000004');
  });
});

describe('desks and their buttons', () => {
  beforeEach(() => localStorage.clear());

  it("gives a category the desk listing it, else the first; an older server's settings one implicit desk", () => {
    const settings = { ...DEFAULT_SETTINGS, desks: [parts, charter] };
    expect(deskFor(settings, 'vessel-chartering').id).toBe('charter');
    expect(deskFor(settings, 'vessel-sales-purchase').id).toBe('parts');
    expect(deskFor(settings).id).toBe('parts');
    const [implicit] = desksOf(DEFAULT_SETTINGS);
    expect(desksOf(DEFAULT_SETTINGS)).toHaveLength(1);
    expect(implicit).toMatchObject({
      phone: DEFAULT_SETTINGS.phone,
      agents: [{ whatsapp: DEFAULT_SETTINGS.whatsappNumber }],
    });
  });

  it("links the desk's first agent on the server, and the visitor's own once the picker is there", () => {
    localStorage.setItem(AGENTS_KEY, JSON.stringify({ parts: '971500000004' }));
    function Number() {
      return <>{useDeskAgent(parts)}</>;
    }
    expect(renderToString(<Number />)).toBe('971500000001');
    setAgentPicker(() => undefined);
    const { result } = renderHook(() => useDeskAgent(parts));
    expect(result.current).toBe('971500000001');
    act(() => setAgentPicker((desk) => agentFor(desk)));
    expect(result.current).toBe('971500000004');
  });
});
