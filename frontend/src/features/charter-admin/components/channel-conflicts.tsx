import { TriangleAlert } from 'lucide-react';
import { blockSpan, describeBlock } from '@/lib/charter-blocks';
import type { CharterBlock } from '@/types/api';
import type { ChannelConflict, ChannelFeed } from '../api/channels';

/**
 * 'Conflicts with your bookings': a channel's events that overlapped one of our blocks. The
 * server kept our block and did not import the event; staff settle it on the other channel. Our
 * block is named from the week's blocks when it is among them, else by its id.
 */
export function ChannelConflicts({
  conflicts,
  feeds,
  blocks,
}: {
  conflicts: ChannelConflict[];
  feeds: ChannelFeed[];
  blocks: CharterBlock[];
}) {
  if (conflicts.length === 0) return null;
  const feedLabel = (id: string) => feeds.find((f) => f.id === id)?.label ?? 'A removed channel';
  const ours = (id: string) => {
    const block = blocks.find((b) => b.id === id);
    return block ? describeBlock(block) : `block #${id}`;
  };
  return (
    <section
      aria-label="Conflicts with your bookings"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h4 className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Conflicts with your bookings
      </h4>
      <p className="mt-1">
        These events of other channels overlap a booking of ours. They were not imported: our booking was kept. Settle
        each one on the other channel.
      </p>
      <ul className="mt-2 grid gap-1">
        {conflicts.map((c) => (
          <li key={`${c.feedId} ${c.uid}`} data-conflict={c.uid}>
            <span className="font-semibold" dir="auto">
              {feedLabel(c.feedId)}
            </span>
            : {blockSpan(c)} (Dubai) overlaps {ours(c.blockId)}
          </li>
        ))}
      </ul>
    </section>
  );
}
