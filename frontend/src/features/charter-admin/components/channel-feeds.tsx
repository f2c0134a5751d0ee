import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { dubaiMoment } from '@/lib/charter-blocks';
import { useRemoveFeed, type ChannelFeed } from '../api/channels';

const events = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

type Props = { productId: string; isAdmin: boolean; onRemoved: () => void };

function FeedItem({ feed, productId, isAdmin, onRemoved }: Props & { feed: ChannelFeed }) {
  const remove = useRemoveFeed(productId);
  const onRemove = () => {
    if (!window.confirm(`Remove the channel calendar "${feed.label}"? Its events leave this vessel's calendar.`))
      return;
    remove.mutate(feed.id, {
      onSuccess: () => {
        toast({ title: 'Channel calendar removed', description: feed.label });
        // Its button is gone with it: the focus goes back to the list's heading.
        onRemoved();
      },
      onError: () =>
        toast({ title: 'Not removed', description: `${feed.label}: please try again.`, variant: 'destructive' }),
    });
  };
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900" dir="auto">
          {feed.label}
        </p>
        <p className="font-mono text-xs break-all text-slate-600">{feed.url}</p>
        <p className="text-slate-700">
          {feed.lastSyncAt ? `Last good sync ${dubaiMoment(feed.lastSyncAt)} (Dubai)` : 'Never synced'} ·{' '}
          {events(feed.events)}
          {feed.allowHttp ? ' · plain http allowed' : ''}
        </p>
        {feed.lastError ? <p className="text-red-700">Last sync failed: {feed.lastError}</p> : null}
      </div>
      {isAdmin ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${feed.label}`}
          disabled={remove.isPending}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      ) : null}
    </li>
  );
}

/** The channels' calendars this vessel reads: each one's address (masked), last good sync, error and events. */
export function ChannelFeeds({ feeds, ...props }: Props & { feeds: ChannelFeed[] }) {
  if (feeds.length === 0)
    return <p className="text-sm text-slate-600">No channel calendar yet: this vessel reads no other channel.</p>;
  return (
    <ul className="grid gap-2" aria-label="Channel calendars read">
      {feeds.map((f) => (
        <FeedItem key={f.id} feed={f} {...props} />
      ))}
    </ul>
  );
}
