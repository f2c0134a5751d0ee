/**
 * The number a desk's WhatsApp button opens (docs/desks.md, "Agents: one per visitor"), and the
 * general desk's numbers for the header and the home page. In the initial JavaScript, so kept to
 * that: which desk a page's buttons go to is lib/desk-of.ts, and the visitor's own agent is
 * picked by lib/desk-agents.ts, which the footer's chunk brings after the first render.
 */
import { useSyncExternalStore } from 'react';
import type { Desk } from '@/types/api';
import { useSettings } from './site-settings';

type Picker = (desk: Desk) => string | undefined;
let picker: Picker | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));

/** lib/desk-agents.ts, once its chunk has arrived: from then on each desk's number is the visitor's agent. */
export function setAgentPicker(pick: Picker) {
  picker = pick;
  listeners.forEach((l) => l());
}

/**
 * The WhatsApp number of `desk` for this visitor: the desk's first agent on the server and while
 * hydrating (the page HTML has no storage), the visitor's own agent after; undefined without a desk.
 */
export function useDeskAgent(desk: Desk | undefined): string | undefined {
  const pick = useSyncExternalStore(
    subscribe,
    () => picker,
    () => undefined,
  );
  return desk && (pick?.(desk) ?? desk.agents[0]?.whatsapp);
}

/** The general desk's (the first) phone and this visitor's WhatsApp number; the settings' own without desks. */
export function useGeneralDesk() {
  const s = useSettings();
  const general = s.desks?.[0];
  return { phone: general?.phone ?? s.phone, whatsappNumber: useDeskAgent(general) ?? s.whatsappNumber };
}
