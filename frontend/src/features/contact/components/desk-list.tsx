/**
 * The contact page's desks (docs/desks.md): each desk's name, its status, its week in a compact
 * table (Dubai time), its special hours that have not ended (Ramadan, Eid, holidays), its phone
 * and its on-duty WhatsApp agents' names.
 */
import { MessageCircle, Phone } from '@/components/ui/icons';
import { DeskStatusLine, useDeskStatus } from '@/components/desks/desk-status';
import { formatPhone } from '@/lib/phone';
import { format, useLang, useMessages } from '@/i18n';
import desksText from 'virtual:en/desks';
import { useDeskNow } from '@/lib/desk-clock';
import { hasHours, shortTime, WEEK_DAYS } from '@/lib/desk-hours';
import { formatDate, todayInDubai, weekdayNames } from '@/lib/dubai-time';
import type { Desk, HoursException, TimeRange } from '@/types/api';

const rangesText = (ranges: readonly TimeRange[] | undefined, closed: string) =>
  ranges?.length ? ranges.map((r) => `${shortTime(r.from)}–${shortTime(r.to)}`).join(', ') : closed;

function Exceptions({ desk, lang }: { desk: Desk; lang: 'en' | 'ar' }) {
  const t = useMessages('desks', desksText);
  const today = todayInDubai(useDeskNow());
  const shown = (desk.exceptions ?? []).filter((e) => e.to >= today).sort((a, b) => a.from.localeCompare(b.from));
  if (!shown.length) return null;
  const date = (d: string) => formatDate(d, lang, { day: 'numeric', month: 'long', year: 'numeric' });
  const dates = (e: HoursException) =>
    e.from === e.to ? date(e.from) : format(t.dates, { from: date(e.from), to: date(e.to) });
  const hours = (e: HoursException) =>
    WEEK_DAYS.filter((d) => e.hours?.[d]?.length)
      .map((d) => `${weekdayNames(lang)[WEEK_DAYS.indexOf(d)]} ${rangesText(e.hours?.[d], t.closedDay)}`)
      .join('; ') || t.closedDay;
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-900">{t.special}</p>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {shown.map((e, i) => {
          const name = (lang === 'ar' && e.nameAr) || e.name;
          return (
            <li key={i} dir="auto">
              {e.closed
                ? format(t.specialClosed, { name, dates: dates(e) })
                : format(t.specialHours, { name, dates: dates(e), hours: hours(e) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DeskCard({ desk }: { desk: Desk }) {
  const lang = useLang();
  const t = useMessages('desks', desksText);
  const status = useDeskStatus(desk);
  const name = (lang === 'ar' && desk.nameAr) || desk.name;
  const days = weekdayNames(lang, 'long');
  const agents = desk.agents.map((a) => (lang === 'ar' && a.nameAr) || a.name).filter(Boolean);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 dir="auto" className="text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <DeskStatusLine line={status.line} state={status.state} className="mt-1" />
      <ul className="mt-3 space-y-1 text-slate-700">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-sky-800" aria-hidden="true" />
          <span className="sr-only">{t.phone}</span>
          <a href={`tel:+${desk.phone}`} dir="ltr" className="hover:text-sky-800 hover:underline">
            {formatPhone(desk.phone)}
          </a>
        </li>
        {agents.length ? (
          <li className="flex items-center gap-2">
            <MessageCircle className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span className="sr-only">{t.whatsapp}</span>
            <span dir="auto">{agents.join(lang === 'ar' ? '، ' : ', ')}</span>
          </li>
        ) : null}
      </ul>
      {hasHours(desk) ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{format(t.hours, { desk: name })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.times}</th>
            </tr>
          </thead>
          <tbody>
            {WEEK_DAYS.map((d, i) => (
              <tr key={d} className="border-t border-slate-100">
                <th scope="row" className="py-1 pe-3 text-start font-normal text-slate-900">
                  {days[i]}
                </th>
                <td className="py-1 text-slate-700" dir="ltr">
                  <bdi>{rangesText(desk.hours[d], t.closedDay)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t.noHours}</p>
      )}
      <Exceptions desk={desk} lang={lang} />
    </li>
  );
}

/** The desks, one card each; nothing for an older server's settings (no desks: the contact card says it all). */
export function DeskList({ desks }: { desks: readonly Desk[] | undefined }) {
  const t = useMessages('desks', desksText);
  if (!desks?.length) return null;
  return (
    <section aria-labelledby="desks-heading" className="mt-10">
      <h2 id="desks-heading" className="text-2xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {desks.map((d) => (
          <DeskCard key={d.id} desk={d} />
        ))}
      </ul>
    </section>
  );
}
