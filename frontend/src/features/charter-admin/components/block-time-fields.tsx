import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { conflictOf, describeBlock } from '@/lib/charter-blocks';
import { addDays, dubaiInstant, inDubai, minutesOf } from '@/lib/dubai-time';
import { fieldErrors } from '@/lib/field-errors';
import type { CharterBlock } from '@/types/api';

/** A block's day and hours in Dubai, as the staff forms edit them. */
export type BlockTimes = { date: string; from: string; to: string };

/** A block's instants as its day and hours in Dubai (an end on a later day keeps its time of day). */
export function timesOf(block: Pick<CharterBlock, 'start' | 'end'>): BlockTimes {
  const start = inDubai(block.start);
  return { date: start.date, from: start.time, to: inDubai(block.end).time };
}

/** The instants of a day and hours: an end at or before the start runs into the next day. */
export function spanOf({ date, from, to }: BlockTimes) {
  const endDate = minutesOf(to) <= minutesOf(from) ? addDays(date, 1) : date;
  return { start: dubaiInstant(date, from), end: dubaiInstant(endDate, to) };
}

/** What a refused block write says: the block it meets (a 409), else the server's first field error. */
export function blockWriteProblem(error: unknown, fallback: string): string {
  const conflict = conflictOf(error);
  if (conflict) return `The time is taken: ${describeBlock(conflict)}.`;
  if (isApiError(error, 409)) return 'The time is taken.';
  return fieldErrors(error)[0]?.message ?? fallback;
}

/** A time of day in Dubai, by half hours. */
function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (time: string) => void }) {
  return (
    <Field label={label}>
      {(c) => <Input {...c} type="time" step={1800} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** The Day, From and Until fields of a block (times in Dubai). */
export function BlockTimeFields({ times, onChange }: { times: BlockTimes; onChange: (times: BlockTimes) => void }) {
  return (
    <>
      <Field label="Day">
        {(c) => (
          <Input {...c} type="date" value={times.date} onChange={(e) => onChange({ ...times, date: e.target.value })} />
        )}
      </Field>
      <TimeField label="From (Dubai)" value={times.from} onChange={(from) => onChange({ ...times, from })} />
      <TimeField label="Until (Dubai)" value={times.to} onChange={(to) => onChange({ ...times, to })} />
    </>
  );
}
