import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { ShowOlder } from '@/components/ui/show-older';
import { QueryState } from '@/components/ui/query-state';
import { StaffTable } from '@/components/ui/staff-table';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { FLAG_BADGE_CLASS, paymentFlagLabels } from '@/lib/payments';
import { CHANNELS_ANCHOR } from '@/lib/staff-counts';
import {
  channelLabels,
  enquiryKeys,
  getLead,
  looksLikeReference,
  statusLabels,
  useCalendarConflictCount,
  useLeads,
  type Lead,
} from '../api/enquiries';
import { useDeskNames, type DeskNames } from '@/lib/desk-names';
import { toLeadFilters, type FilterValues } from '../lib/filter-schema';
import { LeadFilters } from './lead-filters';
import { AnsweredIn, OutOfHoursMark } from './lead-marks';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

const cell = 'px-4 py-3';
/** The Desk column only where there are desks (docs/desks.md; an older server has none). */
const columnsFor = (withDesk: boolean) =>
  [
    ['Reference', cell],
    ['Received', cell],
    ['Channel', cell],
    ...(withDesk ? ([['Desk', cell]] as const) : []),
    ['Items', cell],
    ['Status', cell],
    ['Assignee', cell],
  ] as const;

function LeadRow({ lead, desks }: { lead: Lead; desks: DeskNames }) {
  const withDesk = desks.desks.length > 0;
  const first = lead.items[0]?.name ?? '';
  return (
    <tr
      data-lead={lead.ref}
      className={lead.flag ? 'bg-red-50/70' : lead.status === 'new' ? 'bg-sky-50/60 font-medium' : undefined}
    >
      <td className="px-4 py-3">
        <Link to={paths.admin.enquiry.getHref(lead.ref)} className="font-mono text-sky-800 underline">
          {lead.ref}
        </Link>
        {lead.flag ? (
          <span className="mt-1 block">
            <span className={FLAG_BADGE_CLASS}>{paymentFlagLabels[lead.flag]}</span>
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <span className="whitespace-nowrap">{when(lead.createdAt)}</span>
        {lead.outOfHours ? <OutOfHoursMark className="mt-1" /> : null}
      </td>
      <td className="px-4 py-3">{channelLabels[lead.channel]}</td>
      {withDesk ? <td className="px-4 py-3">{desks.nameOf(lead.desk) ?? '—'}</td> : null}
      <td className="px-4 py-3">
        {lead.unreadable ? <span className="text-red-700">Unreadable lead</span> : <span dir="auto">{first}</span>}
        {lead.items.length > 1 ? ` and ${lead.items.length - 1} more` : ''}
        {lead.booking ? (
          <span className="block text-sm text-slate-600">
            Booking {lead.booking.date} {lead.booking.start}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        {statusLabels[lead.status]}
        <AnsweredIn lead={lead} />
      </td>
      <td className="px-4 py-3">{lead.assignee?.username ?? '—'}</td>
    </tr>
  );
}

/**
 * Channel-calendar events refused for overlapping our blocks (docs/frontend.md, "Channel
 * calendars"): a link to the calendar screen's section, only while there are some.
 */
function CalendarConflictsLink() {
  const conflicts = useCalendarConflictCount().data ?? 0;
  if (conflicts <= 0) return null;
  return (
    <Link
      to={`${paths.admin.calendar.getHref()}#${CHANNELS_ANCHOR}`}
      className="inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-950 underline-offset-2 hover:underline"
    >
      {conflicts} calendar {conflicts === 1 ? 'conflict' : 'conflicts'}
    </Link>
  );
}

/** /admin/enquiries: the leads newest first, 25 at a time, with the filters and the reference search. */
export function InboxScreen() {
  const [filters, setFilters] = useState<FilterValues | null>(null);
  const [opening, setOpening] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leads = useLeads(filters ? toLeadFilters(filters) : {});
  const desks = useDeskNames();

  const apply = async (values: FilterValues) => {
    if (looksLikeReference(values.q)) {
      setOpening(true);
      try {
        const lead = await getLead(values.q.trim());
        queryClient.setQueryData(enquiryKeys.lead(lead.ref), lead);
        void queryClient.invalidateQueries({ queryKey: enquiryKeys.newCount() });
        await navigate(paths.admin.enquiry.getHref(lead.ref));
        return;
      } catch (error) {
        if (!isApiError(error, 404) && !isApiError(error, 400)) throw error;
        // not a reference after all: search the names
      } finally {
        setOpening(false);
      }
    }
    setFilters(values);
  };

  return (
    <div className="space-y-6">
      <CalendarConflictsLink />
      <LeadFilters onApply={(v) => void apply(v)} busy={opening} />
      <section aria-label="Leads" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <QueryState
          query={leads}
          texts={{ loading: 'Loading leads...', what: 'the leads', empty: 'No leads match these filters.' }}
          isEmpty={(data) => data.pages[0]?.items.length === 0}
        >
          {(data) => (
            <>
              <StaffTable columns={columnsFor(desks.desks.length > 0)} label="Leads, newest first">
                {data.pages
                  .flatMap((p) => p.items)
                  .map((lead) => (
                    <LeadRow key={lead.ref} lead={lead} desks={desks} />
                  ))}
              </StaffTable>
              <ShowOlder pages={leads} label="Show older leads" />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
