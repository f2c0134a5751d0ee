import { MessageCircle, Phone } from '@/components/ui/icons';
import { Mail } from '@/components/ui/page-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status';
import { paths } from '@/config/paths';
import { formatPhone } from '@/lib/phone';
import { desksOf } from '@/lib/desk-of';
import { useDeskAgent } from '@/lib/desks';
import { format, useLang, useLocalize, useMessages } from '@/i18n';
import { clearEnquiryList, useEnquiryItems } from '@/lib/enquiry-list';
import { useSettings } from '@/lib/site-settings';
import { cn } from '@/lib/utils';
import texts from 'virtual:en/enquiry';
import { sendEnquiry, sendFailure, useListedProducts, type Channel, type SendFailure } from '../api/send-enquiry';
import { listCategories, listDesk, listDesks } from '../lib/list-desk';
import { EnquiryDesk } from './enquiry-desk';
import { EnquiryItems } from './enquiry-items';
import { clearMissingLines, useMissingLines } from '../lib/missing-lines';
import { MissingLines } from './missing-lines';

// The parts list and its file readers load after the page (docs/frontend.md, "Parts lists").
const PartsList = lazy(() => import('./parts-list'));

const NOTE_MAX = 1000;
/** `phone`: the desk's, which a call dials. */
type Sent = { ref: string; channel: Channel; whatsappUrl: string; mailtoUrl: string; phone: string };

/** After sending: the reference, and for a call the number; a link in case the chat did not open. */
function SentPanel({ sent }: { sent: Sent }) {
  const t = useMessages('enquiry', texts);
  return (
    <section role="status" className="rounded-xl border border-green-200 bg-green-50 p-6 text-slate-900">
      {sent.channel === 'call' ? (
        <>
          <p className="text-xl font-semibold">{format(t.callRef, { ref: sent.ref })}</p>
          <a href={`tel:+${sent.phone}`} className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'mt-4')}>
            <Phone aria-hidden="true" />
            <span>{format(t.callNow, { phone: '' })}</span>
            <span dir="ltr">{formatPhone(sent.phone)}</span>
          </a>
        </>
      ) : (
        <>
          <p className="text-xl font-semibold">{format(t.sentRef, { ref: sent.ref })}</p>
          <p className="mt-2 text-slate-700">
            {t.sentOpen}{' '}
            <a
              href={sent.channel === 'whatsapp' ? sent.whatsappUrl : sent.mailtoUrl}
              target={sent.channel === 'whatsapp' ? '_blank' : undefined}
              rel="noopener noreferrer"
              className="font-medium text-sky-800 underline"
            >
              {sent.channel === 'whatsapp' ? t.openWhatsapp : t.openEmail}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function failureText(t: ReturnType<typeof useMessages<'enquiry'>>, f: SendFailure) {
  if (f.kind === 'invalid') return format(t.invalid, { message: f.message });
  return t[f.kind];
}

/** /enquiry (docs/enquiries.md): the visitor's list, a note, and the three ways to send it. */
export function EnquiryPage() {
  const t = useMessages('enquiry', texts);
  const lang = useLang();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const items = useEnquiryItems();
  const missing = useMissingLines();
  const listed = useListedProducts(items);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState<Channel | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [sent, setSent] = useState<Sent | null>(null);
  const noteId = useId();

  const shown = listed.map((l) => (refused.includes(l.item.productId) ? { ...l, state: 'unavailable' as const } : l));
  const sendable = shown.filter((l) => l.state === 'available');
  const checking = shown.some((l) => l.state === 'checking');

  // The desk it goes to (docs/desks.md): of most items, or the visitor's choice when it spans desks.
  const settings = useSettings();
  const desks = desksOf(settings);
  const categories = listCategories(
    sendable.map((l) => ({ category: l.product?.category ?? l.item.category })),
    missing.length,
  );
  const spanned = listDesks(desks, categories).map((d) => d.desk);
  const suggested = listDesk(desks, categories);
  const [chosen, setChosen] = useState<string | null>(null);
  const desk = spanned.find((d) => d.id === chosen) ?? suggested;
  const agent = useDeskAgent(desk);

  const send = async (channel: Channel) => {
    const body = {
      items: sendable.map(({ item: { productId, quantity, replaced } }) =>
        replaced ? { productId, quantity, replaced } : { productId, quantity },
      ),
      ...(missing.length ? { missing: missing.map(({ text, quantity }) => ({ text, quantity })) } : {}),
      note: note.trim(),
      channel,
      lang,
      page: pathname,
      // An older server's settings have no desks, and it knows no such fields.
      ...(settings.desks?.length ? { desk: desk.id, ...(agent ? { agent } : {}) } : {}),
    };
    setSending(channel);
    setFailure(null);
    try {
      const receipt = await sendEnquiry(body);
      if (channel === 'whatsapp') window.open(receipt.whatsappUrl, '_blank', 'noopener,noreferrer');
      else if (channel === 'email') window.location.href = receipt.mailtoUrl;
      clearEnquiryList();
      clearMissingLines();
      setNote('');
      setSent({
        ref: receipt.ref,
        channel,
        whatsappUrl: receipt.whatsappUrl,
        mailtoUrl: receipt.mailtoUrl,
        phone: desk.phone,
      });
    } catch (error) {
      const f = sendFailure(error, body.items);
      if (f.kind === 'invalid') setRefused((r) => [...r, ...f.productIds]);
      setFailure(f);
    } finally {
      setSending(null);
    }
  };

  const channels: {
    channel: Channel;
    label: string;
    icon: typeof Phone;
    variant: 'whatsapp' | 'primary' | 'secondary';
  }[] = [
    { channel: 'whatsapp', label: t.sendWhatsapp, icon: MessageCircle, variant: 'whatsapp' },
    { channel: 'email', label: t.sendEmail, icon: Mail, variant: 'secondary' },
    { channel: 'call', label: t.call, icon: Phone, variant: 'primary' },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      {sent ? <div className="mt-6">{<SentPanel sent={sent} />}</div> : null}
      {items.length + missing.length === 0 ? (
        sent ? null : (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">{t.empty}</p>
            <Link to={localize(paths.home.getHref())} className={cn(buttonVariants({ variant: 'primary' }), 'mt-4')}>
              {t.browse}
            </Link>
          </div>
        )
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t.intro}</p>
          {items.length ? (
            <div className="mt-6">
              <EnquiryItems listed={shown} />
            </div>
          ) : null}
          {missing.length ? (
            <div className="mt-6">
              <MissingLines lines={missing} />
            </div>
          ) : null}
          {checking ? (
            <StatusMessage loading className="py-3">
              {t.checking}
            </StatusMessage>
          ) : null}
          <div className="mt-6">
            <label htmlFor={noteId} className="block font-medium text-slate-900">
              {t.note}
            </label>
            <p id={`${noteId}-hint`} className="text-sm text-slate-600">
              {t.noteHint}
            </p>
            <textarea
              id={noteId}
              value={note}
              maxLength={NOTE_MAX}
              rows={4}
              dir="auto"
              aria-describedby={`${noteId}-hint ${noteId}-left`}
              onChange={(e) => setNote(e.target.value)}
              className="mt-2 w-full rounded-md border border-slate-300 bg-white p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            />
            <p id={`${noteId}-left`} className="text-end text-sm text-slate-600">
              {format(t.noteLeft, { count: NOTE_MAX - note.length })}
            </p>
          </div>
          <EnquiryDesk desk={desk} suggested={suggested} spanned={spanned} onChoose={setChosen} />
          {failure ? (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
              {failureText(t, failure)}
            </p>
          ) : null}
          {!checking && sendable.length + missing.length === 0 ? (
            <p role="alert" className="mt-4 text-amber-800">
              {t.nothingToSend}
            </p>
          ) : null}
          <div role="group" aria-label={t.send} className="mt-6 flex flex-col gap-3 sm:flex-row">
            {channels.map(({ channel, label, icon: Icon, variant }) => (
              <button
                key={channel}
                type="button"
                disabled={sending !== null || checking || sendable.length + missing.length === 0}
                onClick={() => void send(channel)}
                className={cn(buttonVariants({ variant, size: 'lg' }), 'sm:flex-1')}
              >
                <Icon aria-hidden="true" />
                {sending === channel ? t.sending : label}
              </button>
            ))}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        <PartsList />
      </Suspense>
    </div>
  );
}
