import { useState } from 'react';
import { ShowOlder } from '@/components/ui/show-older';
import { QueryState } from '@/components/ui/query-state';
import { useActivity } from '@/api/activity';
import type { StaffUser } from '@/types/api';
import { emptyFilters, toActivityFilters, type FilterValues } from '../lib/filter-schema';
import { ActivityFilters } from './activity-filters';
import { ActivityList } from './activity-list';

/** The activity screen: filters, then the entries newest first, 50 at a time. */
export function ActivityScreen({ admin }: { admin: StaffUser }) {
  const [filters, setFilters] = useState<FilterValues>(emptyFilters);
  const activity = useActivity(toActivityFilters(filters));
  return (
    <div className="space-y-6">
      <ActivityFilters admin={admin} onApply={setFilters} />
      <section aria-label="Activity" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <QueryState
          query={activity}
          texts={{ loading: 'Loading activity...', what: 'the activity', empty: 'No activity matches these filters.' }}
          isEmpty={(data) => data.pages[0]?.entries.length === 0}
        >
          {(data) => (
            <>
              <ActivityList entries={data.pages.flatMap((p) => p.entries)} />
              <ShowOlder pages={activity} label="Show older entries" />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
