/**
 * A contact block's desk status (docs/desks.md, "Open now, or when"): the line "Open now, until
 * 18:00" / "Closed. We reply from Sunday 9:00", and the sentence a closed desk's WhatsApp
 * message adds. Read at the page's render time while hydrating, then at the browser's
 * (lib/desk-clock.ts), so the HTML and the hydrated page agree. Its own chunk with the hours
 * engine (vite.config.ts, `desks`): the pages with a contact block load it, the catalogue's don't.
 */
import { chatEnquiryMessage } from '@/config/site';
import { useLang, useMessages } from '@/i18n';
import desksText from 'virtual:en/desks';
import { useDeskNow } from '@/lib/desk-clock';
import { deskStatus, replySentence, statusLine } from '@/lib/desk-hours';
import { useDeskAgent } from '@/lib/desks';
import { cn } from '@/lib/utils';
import { whatsappMessageHref } from '@/lib/whatsapp';
import type { Desk } from '@/types/api';

/** The desk's status now: its line ("" without hours), whether open, and the WhatsApp sentence ("" unless closed). */
export function useDeskStatus(desk: Desk) {
  const now = useDeskNow();
  const lang = useLang();
  const words = useMessages('desks', desksText);
  const status = deskStatus(desk, now);
  return {
    state: status.state,
    line: statusLine(status, now, lang, words),
    sentence: replySentence(status, now, lang, words),
  };
}

/** A message with the closed desk's sentence after it. */
export const withSentence = (message: string, sentence: string) => (sentence ? `${message} ${sentence}` : message);

/** The desk's WhatsApp link for this visitor, about `item` (the site's enquiry message), with the sentence when closed. */
export function useDeskChat(desk: Desk, item: string) {
  const agent = useDeskAgent(desk);
  const status = useDeskStatus(desk);
  const message = withSentence(chatEnquiryMessage(item, useLang()), status.sentence);
  return { ...status, agent, href: whatsappMessageHref(agent, message) };
}

/** The status line; nothing for a desk without hours. */
export function DeskStatusLine({ line, state, className }: { line: string; state: string; className?: string }) {
  if (!line) return null;
  return (
    <p
      data-testid="desk-status"
      data-state={state}
      className={cn('flex items-center gap-2 text-sm font-medium', className)}
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 shrink-0 rounded-full', state === 'open' ? 'bg-green-600' : 'bg-amber-500')}
      />
      <span className={state === 'open' ? 'text-green-800' : 'text-slate-700'}>{line}</span>
    </p>
  );
}
