import { icon, MessageCircle, Phone } from '@/components/ui/icons';
import { Mail, MapPin } from '@/components/ui/page-icons';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { DeskStatusLine, useDeskChat } from '@/components/desks/desk-status';
import { categoriesIn, mailtoHref } from '@/config/site';
import { formatPhone } from '@/lib/phone';
import { useDesk } from '@/lib/desk-of';
import { useMessages } from '@/i18n';
import common from 'virtual:en/common';
import contact from 'virtual:en/contact';
import { useSettings, useSite } from '@/lib/site-settings';
import { DeskList } from './desk-list';
import { cn } from '@/lib/utils';

// lucide's Clock and CircleCheck (components/ui/page-icons.tsx says why not lucide-react).
const Clock = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
const CheckCircle2 = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ContactView() {
  const site = useSite();
  const t = useMessages('contact', contact);
  const { chat } = useMessages('common', common);
  // The general desk (docs/desks.md): the main buttons' phone, agent and hours.
  const { desk, phone } = useDesk();
  const chatLink = useDeskChat(desk, chat.services);
  const { desks } = useSettings();
  const services = [...categoriesIn(site.lang).map((c) => c.name), ...Object.values(t.services)];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t.intro}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card title={t.getInTouch}>
          <ul className="space-y-4 text-slate-700">
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden="true" />
              <div>
                <p className="font-medium text-slate-900">{t.phone}</p>
                <a href={`tel:+${phone}`} dir="ltr" className="hover:text-sky-800 hover:underline">
                  {formatPhone(phone)}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden="true" />
              <div>
                <p className="font-medium text-slate-900">{t.email}</p>
                <a href={mailtoHref(site)} className="break-all hover:text-sky-800 hover:underline">
                  {site.email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden="true" />
              <div>
                <p className="font-medium text-slate-900">{t.address}</p>
                <address dir="auto" className="not-italic">
                  {site.address}
                </address>
                {site.mapUrl ? (
                  <a
                    href={site.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sky-800 underline hover:text-sky-900"
                  >
                    {t.viewOnMap} <span className="sr-only">{t.newTab}</span>
                  </a>
                ) : null}
              </div>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-sky-800" aria-hidden="true" />
              <div>
                <p className="font-medium text-slate-900">{t.businessHours}</p>
                <dl className="grid gap-x-3 sm:grid-cols-[auto_1fr]">
                  {site.businessHours.map((h, i) => (
                    <div key={i} className="contents">
                      <dt dir="auto" className="text-slate-900">
                        {h.days}:
                      </dt>
                      <dd className="whitespace-nowrap">
                        <bdi>{h.hours}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          </ul>
          <DeskStatusLine line={chatLink.line} state={chatLink.state} className="mt-6" />
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={`tel:+${phone}`} className={cn(buttonVariants({ variant: 'primary' }), 'sm:flex-1')}>
              <Phone aria-hidden="true" />
              {t.callNow}
            </a>
            <a
              href={chatLink.href}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'whatsapp' }), 'sm:flex-1')}
            >
              <MessageCircle aria-hidden="true" />
              {t.whatsapp}
            </a>
            <a href={mailtoHref(site)} className={cn(buttonVariants({ variant: 'secondary' }), 'sm:flex-1')}>
              <Mail aria-hidden="true" />
              {t.sendEmail}
            </a>
          </div>
        </Card>

        <div className="grid gap-6">
          <Card title={t.ourServices}>
            <ul className="grid gap-2 text-slate-700 sm:grid-cols-2">
              {services.map((s) => (
                <li key={s} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
                  {s}
                </li>
              ))}
            </ul>
          </Card>
          <Card title={t.whyChooseUs}>
            <ul className="space-y-2 text-slate-700">
              {Object.values(t.reasons).map((s) => (
                <li key={s} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                  {s}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <DeskList desks={desks} />
    </div>
  );
}
