import { StaffTable } from '@/components/ui/staff-table';
import { useDeskNames } from '@/lib/desk-names';
import { formatMinutes } from '@/lib/durations';
import type { DeskInsights } from '../api/insights';

const cell = 'px-3 py-2';
const num = `${cell} text-right tabular-nums`;
const median = (minutes: number | null) => (minutes === null ? '—' : formatMinutes(minutes));

/**
 * Leads per desk, and how soon they were contacted: the median time from the lead to its first
 * "contacted", for leads that came within the desk's hours and outside them (docs/desks.md).
 */
export function DesksTable({ rows }: { rows: DeskInsights[] }) {
  const { nameOf } = useDeskNames();
  if (rows.length === 0) return <p className="p-4 text-sm text-slate-600">No leads in this period.</p>;
  return (
    <StaffTable
      label="Leads and times to contacted, per desk"
      columns={[
        ['Desk', cell],
        ['Leads', `${cell} text-right`],
        ['Median to contacted, in hours', `${cell} text-right`],
        ['Median to contacted, out of hours', `${cell} text-right`],
      ]}
    >
      {rows.map((r) => (
        <tr key={r.desk}>
          <td className={cell}>{nameOf(r.desk)}</td>
          <td className={num}>{r.leads}</td>
          <td className={num}>{median(r.medianToContactedMinutes.inHours)}</td>
          <td className={num}>{median(r.medianToContactedMinutes.outOfHours)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
