import { Download } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { StatusMessage } from '@/components/ui/status';
import { cn } from '@/lib/utils';
import { csvUrl, useInsights, type InsightsReport } from '../api/insights';
import { change, lastDays, previousPeriod, PRESETS, rangeProblem, type Range } from '../lib/ranges';
import { CHANNELS } from './channels';
import { DesksTable } from './desks-table';
import { ProductsTable, SourcesTable } from './insights-tables';

// Chart.js comes with the chart only: a chunk of its own, fetched when this screen shows one.
const EnquiriesChart = lazy(() => import('./enquiries-chart'));

const TILES: { kind: keyof InsightsReport['totals']; label: string }[] = [
  { kind: 'view', label: 'Views' },
  ...CHANNELS,
  { kind: 'leadsSent', label: 'Leads sent' },
  { kind: 'leadsReceived', label: 'Leads received' },
  { kind: 'leadsWon', label: 'Leads won' },
];
const isEmpty = (r: InsightsReport) => Object.values(r.totals).every((n) => n === 0);
const section = 'rounded-xl border border-slate-200 bg-white shadow-sm';

/** A titled white panel of the screen; `padded` pads the whole panel, else only its title. */
function Panel({
  id,
  title,
  padded = false,
  children,
}: {
  id: string;
  title: string;
  padded?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(section, padded && 'p-4')}>
      <h2 id={id} className={cn('text-lg font-semibold text-slate-900', padded ? 'mb-3' : 'p-4 pb-2')}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Views and enquiries (calls, WhatsApp, e-mails) by day, product and source, over a chosen range. */
export function InsightsAdmin() {
  const [preset, setPreset] = useState<number | 'custom'>(30);
  const [custom, setCustom] = useState<Range>(() => lastDays(30));
  const [applied, setApplied] = useState<Range>(() => lastDays(30));
  const [problem, setProblem] = useState<string | null>(null);
  const range = preset === 'custom' ? applied : lastDays(preset);
  const current = useInsights(range);
  const previous = useInsights(previousPeriod(range));

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    const wrong = rangeProblem(custom);
    setProblem(wrong);
    if (!wrong) setApplied(custom);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="range-heading" className={cn(section, 'space-y-3 p-4')}>
        <h2 id="range-heading" className="text-lg font-semibold text-slate-900">
          Period
        </h2>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Period">
          {PRESETS.map((days) => (
            <Button
              key={days}
              size="sm"
              variant={preset === days ? 'primary' : 'secondary'}
              aria-pressed={preset === days}
              onClick={() => setPreset(days)}
            >
              Last {days} days
            </Button>
          ))}
          <Button
            size="sm"
            variant={preset === 'custom' ? 'primary' : 'secondary'}
            aria-pressed={preset === 'custom'}
            onClick={() => setPreset('custom')}
          >
            Custom
          </Button>
          <a
            href={csvUrl(range)}
            download
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'sm:ml-auto')}
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </div>
        {preset === 'custom' ? (
          <form className="flex flex-wrap items-end gap-3" onSubmit={applyCustom} noValidate>
            {(['from', 'to'] as const).map((end) => (
              <div key={end}>
                <label htmlFor={`range-${end}`} className="block text-sm font-medium text-slate-700">
                  {end === 'from' ? 'From' : 'To'}
                </label>
                <Input
                  id={`range-${end}`}
                  type="date"
                  value={custom[end]}
                  onChange={(e) => setCustom({ ...custom, [end]: e.target.value })}
                  aria-describedby={problem ? 'range-problem' : undefined}
                />
              </div>
            ))}
            <Button type="submit" size="sm">
              Show
            </Button>
            {problem ? (
              <p id="range-problem" role="alert" className="w-full text-sm text-red-700">
                {problem}
              </p>
            ) : null}
          </form>
        ) : null}
        <p className="text-sm text-slate-600">
          {range.from} to {range.to} (days in Dubai time). Counted without cookies; visitors who ask not to be tracked,
          staff and robots are not counted.
        </p>
      </section>

      <QueryState
        query={current}
        texts={{
          loading: 'Loading insights...',
          what: 'the insights',
          empty: 'No views or enquiries in this period yet.',
        }}
        isEmpty={isEmpty}
        emptyClassName={section}
      >
        {(report) => (
          <>
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals">
              {TILES.map(({ kind, label }) => (
                <li key={kind} className={cn(section, 'p-4')}>
                  <p className="text-sm text-slate-600">{label}</p>
                  <p className="text-2xl font-bold text-slate-900 tabular-nums">{report.totals[kind]}</p>
                  <p className="text-xs text-slate-600">
                    {previous.data
                      ? `${change(report.totals[kind], previous.data.totals[kind])} vs previous ${report.byDay.length} days`
                      : '\u00a0'}
                  </p>
                </li>
              ))}
            </ul>
            <Panel id="chart-heading" title="Enquiries per day" padded>
              <Suspense fallback={<StatusMessage loading>Loading chart...</StatusMessage>}>
                <EnquiriesChart byDay={report.byDay} />
              </Suspense>
            </Panel>
            <Panel id="products-heading" title="Products">
              <ProductsTable rows={report.byProduct} />
            </Panel>
            <Panel id="sources-heading" title="Sources">
              <SourcesTable rows={report.bySource} />
            </Panel>
            {report.desks ? (
              <Panel id="desks-heading" title="Leads per desk">
                <p className="px-4 pb-2 text-sm text-slate-600">
                  The median time from a lead to its first &ldquo;contacted&rdquo;, for leads that came while the desk
                  was open and while it was closed.
                </p>
                <DesksTable rows={report.desks} />
              </Panel>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
