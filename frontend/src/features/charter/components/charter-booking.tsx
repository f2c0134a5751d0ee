import { MessageCircle } from '@/components/ui/icons';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status';
import { DeskStatusLine, useDeskStatus } from '@/components/desks/desk-status';
import { format, useLang, useMessages } from '@/i18n';
import { isApiError } from '@/lib/api';
import { deskFor } from '@/lib/desk-of';
import { useDeskAgent } from '@/lib/desks';
import { useSettings } from '@/lib/site-settings';
import { formatDate, monthOf, todayInDubai } from '@/lib/dubai-time';
import { fieldErrors } from '@/lib/field-errors';
import type { CharterRequest, Product } from '@/types/api';
import texts from 'virtual:en/charter';
import { requestBooking, useAvailability, useQuote, type BookingReceipt } from '../api/charter';
import { minimumFor, ruleApplies, ruleText } from '../lib/minimum';
import { BookingFields, type Choices } from './booking-fields';
import { MonthCalendar } from './month-calendar';
import { QuoteEstimate } from './quote-estimate';

type Failure = { kind: 'invalid'; message: string } | { kind: 'tooMany' | 'network' | 'failed' };

function failureOf(error: unknown): Failure {
  if (isApiError(error, 429)) return { kind: 'tooMany' };
  if (isApiError(error, 400))
    return { kind: 'invalid', message: fieldErrors(error)[0]?.message ?? error.serverMessage ?? '' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'failed' };
}

/**
 * The vessel page's booking (docs/charter.md): the month's free and taken days, the visitor's
 * date, start, hours, guests and extras, the server's itemised estimate, the cancellation
 * terms, and the request on WhatsApp (a lead with the booking; it holds no time). Rendered
 * in the browser only, inside the section the vessel page gives it (its heading and intro),
 * once that section nears the screen (app/routes/product.tsx).
 */
export default function CharterBooking({
  product,
}: {
  product: Product & { charter: NonNullable<Product['charter']> };
}) {
  const terms = product.charter;
  const t = useMessages('charter', texts);
  const lang = useLang();
  const { pathname } = useLocation();
  const today = todayInDubai();
  const [month, setMonth] = useState(monthOf(today));
  const [date, setDate] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>({
    start: '10:00',
    hours: terms.minimumHours || 1,
    guests: 1,
    extras: {},
  });
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<BookingReceipt | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const availability = useAvailability(product.id, month);
  // The charter desk (docs/desks.md): its hours beside the request, the visitor's agent with it.
  const settings = useSettings();
  const desk = deskFor(settings, 'vessel-chartering');
  const agent = useDeskAgent(desk);
  const deskState = useDeskStatus(desk);
  const day = date ? availability.data?.days.find((d) => d.date === date) : undefined;

  const minimum = date ? minimumFor(terms, date, choices.start) : terms.minimumHours;
  const effectiveHours = Math.max(choices.hours, minimum);
  const request: CharterRequest | null =
    date && choices.guests >= 1
      ? {
          date,
          start: choices.start,
          hours: effectiveHours,
          guests: choices.guests,
          extras: terms.extras
            .filter((x) => (choices.extras[x.id] ?? 0) > 0)
            .map((x) => ({ id: x.id, quantity: choices.extras[x.id]! })),
        }
      : null;
  const { query: quote, current } = useQuote(product.id, request ? { ...request, lang } : null);
  const quoteErrors = Object.fromEntries(fieldErrors(quote.error).map((e) => [e.field, e.message]));
  const guestsError = choices.guests < 1 ? t.guestsRequired : quoteErrors.guests;

  // The rule in words: the quote's (the server's reading), the terms' own before it answers.
  const localRule = date ? terms.minimumRules.find((r) => ruleApplies(r, date, choices.start)) : undefined;
  const rule = current && quote.data ? quote.data.minimumRule : (localRule ?? null);
  const minimumText = rule
    ? ruleText(rule, lang, t)
    : format(t.minimum, { hours: current && quote.data ? quote.data.minimumHours : minimum });

  const send = async () => {
    if (!request) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await requestBooking(
        product.id,
        request,
        lang,
        pathname,
        settings.desks?.length ? { desk: desk.id, agent } : {},
      );
      window.open(answer.whatsappUrl, '_blank', 'noopener,noreferrer');
      setReceipt(answer);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };

  const cancellation = lang === 'ar' && terms.cancellationTermsAr ? terms.cancellationTermsAr : terms.cancellationTerms;
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <MonthCalendar
        productId={product.id}
        month={month}
        today={today}
        selected={date}
        onMonthChange={setMonth}
        onSelect={(d) => {
          setDate(d);
          setReceipt(null);
        }}
      />
      <div className="flex flex-col gap-4">
        {date ? (
          <>
            <p className="font-semibold text-slate-900" aria-live="polite">
              {formatDate(date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
            </p>
            <BookingFields
              date={date}
              day={day}
              choices={choices}
              effectiveHours={effectiveHours}
              minimumText={minimumText}
              maxGuests={product.specs?.guests}
              extras={terms.extras}
              errors={{ ...quoteErrors, guests: guestsError ?? '' }}
              onChange={setChoices}
            />
            <div aria-live="polite">
              {quote.data ? (
                <QuoteEstimate quote={quote.data} stale={!current} />
              ) : quote.isError ? null : (
                <StatusMessage loading className="py-3">
                  {t.estimating}
                </StatusMessage>
              )}
              {quote.isError && !isApiError(quote.error, 400) ? (
                <p role="alert" className="text-sm text-red-700">
                  {t.estimateError}{' '}
                  <button type="button" className="font-medium underline" onClick={() => void quote.refetch()}>
                    {t.tryAgain}
                  </button>
                </p>
              ) : null}
            </div>
            <div>
              <DeskStatusLine line={deskState.line} state={deskState.state} className="mb-2" />
              <Button
                variant="whatsapp"
                size="lg"
                className="w-full"
                disabled={!current || !quote.data || sending}
                onClick={() => void send()}
              >
                <MessageCircle aria-hidden="true" />
                {sending ? t.sending : t.request}
              </Button>
              <p className="mt-1 text-sm text-slate-700">{t.requestNote}</p>
            </div>
            {receipt ? (
              <p role="status" className="rounded-lg bg-green-50 p-3 text-slate-900">
                {format(t.sentRef, { ref: receipt.ref })}{' '}
                <a
                  href={receipt.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-sky-800 underline"
                >
                  {t.openWhatsapp}
                </a>
              </p>
            ) : null}
            {failure ? (
              <p role="alert" className="text-sm text-red-700">
                {failure.kind === 'invalid' ? format(t.invalid, { message: failure.message }) : t[failure.kind]}
              </p>
            ) : null}
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">{t.chooseDay}</p>
        )}
        {cancellation ? (
          <div>
            <h3 className="font-semibold text-slate-900">{t.cancellation}</h3>
            {terms.depositPercent ? (
              <p className="text-sm text-slate-700">{format(t.depositTerms, { percent: terms.depositPercent })}</p>
            ) : null}
            <p dir="auto" className="mt-1 text-sm whitespace-pre-line text-slate-700">
              {cancellation}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
