/**
 * One agent per visitor and desk (docs/desks.md, "Agents: one per visitor"): the first time a
 * desk's WhatsApp button renders in a browser, one of its on-duty agents is picked at random and
 * kept in localStorage (`marine.agents`: `{deskId: whatsapp}`), never a cookie and nothing sent,
 * so a conversation stays with one person; when that agent is no longer listed (off duty), another
 * is picked. The page's own copy serves when the browser refuses storage (as lib/stored-list.ts).
 * In the chunk every public page loads after its first render (chunk-groups.ts, `after-render`),
 * which hands the picker to lib/desks.ts.
 */
import type { AdminDesk, Desk } from '@/types/api';
import { setAgentPicker } from './desks';

export const AGENTS_KEY = 'marine.agents';
type Chosen = Record<string, string>;

let memory: Chosen = {};

function read(): Chosen {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AGENTS_KEY);
  } catch {
    return { ...memory }; // storage refused: the page's own copy
  }
  try {
    const stored = JSON.parse(raw ?? '{}') as unknown;
    if (stored && typeof stored === 'object' && !Array.isArray(stored)) return { ...(stored as Chosen) };
  } catch {
    // unreadable: picked afresh
  }
  return {};
}

function write(chosen: Chosen) {
  memory = chosen;
  try {
    localStorage.setItem(AGENTS_KEY, JSON.stringify(chosen));
  } catch {
    // Full or refused: the page's copy holds it for this page's life.
  }
}

/** The desk's agents on duty: a public desk lists only those; an administrator's desk says `active`. */
const onDuty = (desk: Desk | AdminDesk) =>
  desk.agents.filter((a) => (a as { active?: boolean }).active !== false).map((a) => a.whatsapp);

/**
 * The visitor's agent of `desk`: the kept one while the desk lists it, else one of its on-duty
 * agents at random (`random`: [0, 1), injectable for tests), kept from then on.
 */
export function agentFor(desk: Desk | AdminDesk, random: () => number = Math.random): string | undefined {
  const numbers = onDuty(desk);
  if (!numbers.length) return undefined;
  const chosen = read();
  const kept = chosen[desk.id];
  if (kept && numbers.includes(kept)) return kept;
  const picked = numbers[Math.min(numbers.length - 1, Math.floor(random() * numbers.length))]!;
  write({ ...chosen, [desk.id]: picked });
  return picked;
}

setAgentPicker((desk) => agentFor(desk));
