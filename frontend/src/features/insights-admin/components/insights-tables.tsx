import { useState } from 'react';
import { StaffTable } from '@/components/ui/staff-table';
import { categoryName } from '@/config/site';
import type { InsightsReport } from '../api/insights';

type ProductRow = InsightsReport['byProduct'][number];
const enquiries = (r: ProductRow) => r.call + r.whatsapp + r.email;
/** Enquiries per view, as shown ('—' without views). */
const rate = (r: ProductRow) => (r.view ? enquiries(r) / r.view : -1);

const SORTS = {
  product: { label: 'Product', value: (r: ProductRow) => (r.name ?? r.productId).toLowerCase() },
  view: { label: 'Views', value: (r: ProductRow) => r.view },
  call: { label: 'Calls', value: (r: ProductRow) => r.call },
  whatsapp: { label: 'WhatsApp', value: (r: ProductRow) => r.whatsapp },
  email: { label: 'E-mails', value: (r: ProductRow) => r.email },
  rate: { label: 'Enquiry rate', value: rate },
  leadsSent: { label: 'Leads sent', value: (r: ProductRow) => r.leadsSent },
  leadsReceived: { label: 'Received', value: (r: ProductRow) => r.leadsReceived },
  leadsWon: { label: 'Won', value: (r: ProductRow) => r.leadsWon },
} as const;
type SortKey = keyof typeof SORTS;

const cell = 'px-3 py-2';
const num = `${cell} text-right tabular-nums`;

/** Products with their views, enquiries and leads, sortable by any column (most enquiries first). */
export function ProductsTable({ rows }: { rows: ProductRow[] }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean } | null>(null);
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const x = SORTS[sort.key].value(a),
          y = SORTS[sort.key].value(b);
        return (x < y ? -1 : x > y ? 1 : 0) * (sort.descending ? -1 : 1);
      })
    : rows;
  if (rows.length === 0)
    return <p className="p-4 text-sm text-slate-600">No product views, enquiries or leads in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Views and enquiries by product</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {(Object.keys(SORTS) as SortKey[]).map((key) => (
              <th
                key={key}
                scope="col"
                className={key === 'product' ? cell : `${cell} text-right`}
                aria-sort={sort?.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined}
              >
                <button
                  type="button"
                  className="font-semibold uppercase hover:text-sky-800 hover:underline"
                  onClick={() => setSort({ key, descending: sort?.key === key ? !sort.descending : key !== 'product' })}
                >
                  {SORTS[key].label}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sorted.map((r) => (
            <tr key={r.productId}>
              <td className={cell}>
                <span className="font-medium text-slate-900">{r.name ?? `${r.productId} (deleted)`}</span>
                {r.category ? <span className="block text-xs text-slate-600">{categoryName(r.category)}</span> : null}
              </td>
              <td className={num}>{r.view}</td>
              <td className={num}>{r.call}</td>
              <td className={num}>{r.whatsapp}</td>
              <td className={num}>{r.email}</td>
              <td className={num}>{r.view ? `${Math.round(rate(r) * 1000) / 10}%` : '—'}</td>
              <td className={num}>{r.leadsSent}</td>
              <td className={num}>{r.leadsReceived}</td>
              <td className={num}>{r.leadsWon}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where visits came from: the landing page's utm_source (and medium, campaign) or referrer's host. */
export function SourcesTable({ rows }: { rows: InsightsReport['bySource'] }) {
  if (rows.length === 0) return <p className="p-4 text-sm text-slate-600">No sources in this period.</p>;
  return (
    <StaffTable
      columns={[
        ['Source', cell],
        ['Views', `${cell} text-right`],
        ['Calls', `${cell} text-right`],
        ['WhatsApp', `${cell} text-right`],
        ['E-mails', `${cell} text-right`],
      ]}
    >
      {rows.map((r) => (
        <tr key={r.source}>
          <td className={`${cell} break-all`}>{r.source}</td>
          <td className={num}>{r.view}</td>
          <td className={num}>{r.call}</td>
          <td className={num}>{r.whatsapp}</td>
          <td className={num}>{r.email}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
