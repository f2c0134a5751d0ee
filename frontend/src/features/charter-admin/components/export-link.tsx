import { Copy, KeyRound } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useNewExportLink } from '../api/channels';

export const NEW_LINK_WARNING =
  'The old link stops working at once. Every channel that reads it must be given the new one.';

/**
 * 'Your calendar link': the address other channels read this vessel's blocks from, to copy
 * (or, where the clipboard is refused, selected for the keyboard's copy), and (administrator) a
 * new one in its place.
 */
export function ExportLink({ productId, url, isAdmin }: { productId: string; url: string; isAdmin: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const renew = useNewExportLink(productId);

  const selectText = () => {
    input.current?.focus();
    input.current?.select();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      selectText();
      toast({ title: 'Copy the selected link', description: 'Press Ctrl+C (⌘C on a Mac).' });
    }
  };
  const newLink = () => {
    if (!window.confirm(`Make a new link? ${NEW_LINK_WARNING}`)) return;
    renew.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'New link made', description: 'Give it to every channel that reads this calendar.' });
        selectText();
      },
      onError: () => toast({ title: 'No new link', description: 'Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <div>
      <label htmlFor={`${hintId}-url`} className="mb-1 block text-sm font-medium text-slate-700">
        Your calendar link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={`${hintId}-url`}
          readOnly
          value={url}
          aria-describedby={hintId}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
          {isAdmin ? (
            <Button variant="secondary" disabled={renew.isPending} onClick={newLink}>
              <KeyRound aria-hidden="true" />
              {renew.isPending ? 'Making...' : 'New link'}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        Give this address to the other channels: they read this vessel&apos;s bookings from it. Keep it private.
      </p>
    </div>
  );
}
