/**
 * The clock the desks' hours are read by (docs/desks.md, "The clock"). The page server renders
 * with its clock shifted by NOW_OFFSET_SECONDS and sends its render time and the offset with the
 * page's data (`pageClockKey`, entry-server.tsx). The page's first pass reads that render time,
 * on the server and while hydrating, so the hydrated elements are the HTML's exactly; right after,
 * the browser's own clock plus the offset, minute by minute (a kept page may be older than its visit).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const pageClockKey = ['page-clock'] as const;
/** `renderedAt`: the page's render time (ms, shifted); `offsetMs`: the shift, 0 unless NOW_OFFSET_SECONDS. */
export type PageClock = { renderedAt: number; offsetMs: number };

const MINUTE = 60_000;
const minuteOf = (ms: number) => ms - (ms % MINUTE);

/** Calls `changed` at each turn of the minute. */
function everyMinute(changed: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => (timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 50));
  const tick = () => {
    changed();
    wait();
  };
  wait();
  return () => clearTimeout(timer);
}

/** The page data's clock outlives its query (collected once unused): the browser keeps it for the visit. */
let kept: PageClock | undefined;

/** Now, to the minute, as the desks' hours read it: the page's render time in its first pass, then the clock's. */
export function useDeskNow(): number {
  const clock = useQueryClient().getQueryData<PageClock>(pageClockKey) ?? kept;
  kept ??= clock;
  const offset = clock?.offsetMs ?? 0;
  return useSyncExternalStore(
    everyMinute,
    () => minuteOf(Date.now() + offset),
    () => minuteOf(clock?.renderedAt ?? Date.now() + offset),
  );
}
