import { useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { CHANNELS_ANCHOR } from '@/lib/staff-counts';
import { useChannelCalendars } from '../api/channels';
import type { CalendarVessel } from '../api/calendar';
import { AddFeedForm } from './add-feed-form';
import { ChannelConflicts } from './channel-conflicts';
import { ChannelFeeds } from './channel-feeds';
import { ChannelSync } from './channel-sync';
import { ExportLink } from './export-link';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * One vessel's channel calendars, in a disclosure of its own so a phone shows the vessels'
 * names first. Its calendar is asked at once, for the summary line: a vessel with conflicts
 * opens by itself.
 */
function VesselChannels({ vessel, isAdmin, only }: { vessel: CalendarVessel; isAdmin: boolean; only: boolean }) {
  const calendar = useChannelCalendars(vessel.id);
  const conflicts = calendar.data?.conflicts.length ?? 0;
  const [open, setOpen] = useState(only);
  const opened = useRef(only);
  useEffect(() => {
    if (conflicts > 0 && !opened.current) {
      opened.current = true;
      setOpen(true);
    }
  }, [conflicts]);
  const feedsHeading = useRef<HTMLHeadingElement>(null);
  const summary = calendar.data
    ? `${plural(calendar.data.feeds.length, 'channel')}${conflicts ? `, ${plural(conflicts, 'conflict')}` : ''}`
    : '';

  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-lg border border-slate-200"
      data-vessel={vessel.id}
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2 font-medium text-slate-900">
        <span dir="auto">{vessel.name}</span>
        {summary ? (
          <span className={conflicts ? 'text-sm text-amber-800' : 'text-sm text-slate-600'}>({summary})</span>
        ) : null}
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-3">
        <QueryState
          query={calendar}
          texts={{ loading: 'Loading the channel calendars...', what: 'the channel calendars', empty: '' }}
          isEmpty={() => false}
        >
          {(data) => (
            <>
              <ChannelConflicts conflicts={data.conflicts} feeds={data.feeds} blocks={vessel.blocks} />
              <ExportLink productId={vessel.id} url={data.exportUrl} isAdmin={isAdmin} />
              <div className="grid gap-2">
                <h4 ref={feedsHeading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
                  Channels this vessel reads
                </h4>
                <ChannelFeeds
                  feeds={data.feeds}
                  productId={vessel.id}
                  isAdmin={isAdmin}
                  onRemoved={() => feedsHeading.current?.focus()}
                />
                {isAdmin ? <ChannelSync productId={vessel.id} hasFeeds={data.feeds.length > 0} /> : null}
              </div>
              {isAdmin ? <AddFeedForm productId={vessel.id} feedCount={data.feeds.length} /> : null}
            </>
          )}
        </QueryState>
      </div>
    </details>
  );
}

/**
 * 'Channel calendars' (docs/frontend.md, "Channel calendars"): per charter vessel, the link
 * other booking channels read its blocks from, and their calendars it reads. A sub-user sees
 * them; adding, removing, syncing and a new link are the administrator's.
 */
export function ChannelCalendars({ vessels, isAdmin }: { vessels: CalendarVessel[]; isAdmin: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the inbox's conflicts link: this section is where it points.
  useEffect(() => {
    if (window.location.hash !== `#${CHANNELS_ANCHOR}`) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      id={CHANNELS_ANCHOR}
      aria-labelledby={`${CHANNELS_ANCHOR}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3
        id={`${CHANNELS_ANCHOR}-heading`}
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        Channel calendars
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        Other booking channels (GetMyBoat and the like) read each vessel&apos;s bookings from its link, and their
        bookings show here as external blocks.
      </p>
      <div className="grid gap-2">
        {vessels.map((v) => (
          <VesselChannels key={v.id} vessel={v} isAdmin={isAdmin} only={vessels.length === 1} />
        ))}
      </div>
    </section>
  );
}
