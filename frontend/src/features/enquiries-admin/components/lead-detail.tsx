import { ArrowLeft, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { StaffTable } from '@/components/ui/staff-table';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { categoryName } from '@/config/site';
import { isApiError } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import type { LeadBooking, StaffUser } from '@/types/api';
import { channelLabels, statusLabels, useDeleteLead, useLead, type Lead } from '../api/enquiries';
import { useDeskNames } from '@/lib/desk-names';
import { BookingLink } from './booking-link';
import { BookingPanel } from './booking-panel';
import { BookingPayments } from './booking-payments';
import { AssigneeForm, NotesForm, StatusForm } from './lead-actions';
import { AnsweredIn, OutOfHoursMark } from './lead-marks';

const itemColumns = [
  ['Product', 'px-4 py-3'],
  ['Category', 'px-4 py-3'],
  ['Price when sent', 'px-4 py-3'],
  ['Quantity', 'px-4 py-3 text-right'],
] as const;
const missingColumns = [
  ['Line as typed', 'px-4 py-3'],
  ['Quantity', 'px-4 py-3 text-right'],
] as const;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/**
 * The customer's booking link and the payments, once an option gave the lead its token
 * (docs/payments.md). An Arabic lead's customer gets the Arabic page.
 */
function BookingMoney({ booking, lead, isAdmin }: { booking: LeadBooking; lead: Lead; isAdmin: boolean }) {
  const { url, payments, due } = booking;
  return (
    <>
      {booking.token && url ? (
        <BookingLink
          leadRef={lead.ref}
          url={lead.lang === 'ar' ? url.replace(/\/booking\//, '/ar/booking/') : url}
          lang={lead.lang}
        />
      ) : null}
      {payments && due ? (
        <BookingPayments booking={{ ...booking, payments, due }} leadRef={lead.ref} isAdmin={isAdmin} />
      ) : null}
    </>
  );
}

/** Its desk (docs/desks.md), whether it came out of that desk's hours, and how soon it was answered. */
function LeadDesk({ lead }: { lead: Lead }) {
  const deskName = useDeskNames().nameOf(lead.desk);
  if (!deskName && !lead.outOfHours && !lead.firstStatusChangeAt) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      {deskName ? (
        <p>
          Desk: <span className="font-medium text-slate-900">{deskName}</span>
        </p>
      ) : null}
      {lead.outOfHours ? <OutOfHoursMark /> : null}
      <AnsweredIn lead={lead} className="text-base" />
    </div>
  );
}

function LeadBody({ lead, user }: { lead: Lead; user: StaffUser }) {
  const navigate = useNavigate();
  const remove = useDeleteLead();
  const isAdmin = user.role !== 'sub_user';
  return (
    <div className="space-y-6">
      <Panel title="Lead">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 className="font-mono text-2xl font-bold text-slate-900">{lead.ref}</h2>
            <p className="text-slate-700">
              {channelLabels[lead.channel]}, {lead.lang === 'ar' ? 'Arabic' : 'English'},{' '}
              {new Date(lead.createdAt).toLocaleString('en-GB', { timeZone: 'Asia/Dubai' })} (Dubai), from{' '}
              <span className="font-mono break-all">{lead.page}</span>
            </p>
            <LeadDesk lead={lead} />
          </div>
          <p className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-900" data-status={lead.status}>
            {statusLabels[lead.status]}
          </p>
        </div>
        {lead.unreadable ? (
          <p role="alert" className="mt-4 text-red-700">
            This lead's items or booking could not be read. What could be read is shown; delete it once it is dealt
            with.
          </p>
        ) : null}
        {lead.note ? (
          <blockquote dir="auto" className="mt-4 border-s-4 border-slate-300 ps-3 whitespace-pre-line text-slate-900">
            {lead.note}
          </blockquote>
        ) : null}
      </Panel>
      {lead.items.length || !lead.missing?.length ? (
        <Panel title="Items as sent">
          <StaffTable columns={itemColumns} label="Items as sent">
            {lead.items.map((item) => (
              <tr key={item.productId}>
                <td className="px-4 py-3">
                  {/* Asked for by an old number (docs/parts-lists.md): "1R-0749 → Fuel Filter". */}
                  {item.replaced ? (
                    <span dir="ltr" className="font-mono text-slate-700">
                      {item.replaced} →{' '}
                    </span>
                  ) : null}
                  <Link
                    to={paths.product.getHref(item.productId)}
                    target="_blank"
                    className="text-sky-800 underline"
                    dir="auto"
                  >
                    {item.name}
                  </Link>
                </td>
                <td className="px-4 py-3">{categoryName(item.category)}</td>
                <td className="px-4 py-3">{item.price === null ? 'Contact for pricing' : formatPrice(item.price)}</td>
                <td className="px-4 py-3 text-right">{item.quantity}</td>
              </tr>
            ))}
          </StaffTable>
        </Panel>
      ) : null}
      {lead.missing?.length ? (
        <Panel title="Not in the catalogue">
          <h3 className="mb-2 text-lg font-semibold text-slate-900">Not in the catalogue</h3>
          <p className="mb-3 text-slate-700">Lines of the visitor's parts list that matched no product, as typed.</p>
          <StaffTable columns={missingColumns} label="Not in the catalogue">
            {lead.missing.map((line, i) => (
              <tr key={i}>
                <td dir="auto" className="px-4 py-3 break-words">
                  {line.text}
                </td>
                <td className="px-4 py-3 text-right">{line.quantity}</td>
              </tr>
            ))}
          </StaffTable>
        </Panel>
      ) : null}
      {lead.booking && 'quote' in lead.booking ? (
        <Panel title="Booking request">
          <h3 className="mb-2 text-lg font-semibold text-slate-900">Booking request</h3>
          <BookingPanel booking={lead.booking} leadRef={lead.ref} />
          <BookingMoney booking={lead.booking} lead={lead} isAdmin={isAdmin} />
        </Panel>
      ) : null}
      <Panel title="Work on the lead">
        <div className="grid gap-6 lg:grid-cols-2">
          <StatusForm lead={lead} />
          {lead.status === 'won' || lead.status === 'lost' ? (
            <p className="text-slate-700">Assignee: {lead.assignee?.username ?? 'nobody'}</p>
          ) : (
            <AssigneeForm lead={lead} user={user} />
          )}
        </div>
      </Panel>
      <Panel title="Notes">
        <NotesForm lead={lead} />
      </Panel>
      {isAdmin ? (
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete the lead ${lead.ref}? This cannot be undone.`)) return;
            remove.mutate(lead.ref, {
              onSuccess: () => {
                toast({ title: 'Lead deleted', description: lead.ref });
                void navigate(paths.admin.enquiries.getHref());
              },
              onError: () => toast({ title: 'Not deleted', description: lead.ref, variant: 'destructive' }),
            });
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete lead
        </Button>
      ) : null}
    </div>
  );
}

/** /admin/enquiries/:ref: one lead (opening a new one marks it received). */
export function LeadDetail({ leadRef, user }: { leadRef: string; user: StaffUser }) {
  const lead = useLead(leadRef);
  return (
    <div className="space-y-4">
      <Link to={paths.admin.enquiries.getHref()} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        All leads
      </Link>
      {isApiError(lead.error, 404) ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700">
          There is no lead {leadRef}. It may have been deleted.
        </p>
      ) : (
        <QueryState
          query={lead}
          texts={{ loading: 'Loading the lead...', what: 'the lead', empty: '' }}
          isEmpty={() => false}
        >
          {(data) => <LeadBody lead={data} user={user} />}
        </QueryState>
      )}
    </div>
  );
}
