import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** The catalogue feeds the API builds (docs/catalogue-io.md, "Feeds"), as the networks ask for them. */
export const FEEDS = [
  { path: '/feeds/meta.csv', label: 'Meta catalogue (WhatsApp)', hint: 'Commerce Manager → Data sources → Data feed, scheduled.' },
  { path: '/feeds/meta-ar.csv', label: 'Meta catalogue, Arabic', hint: 'Added to the feed above as a language override (ar_XX).' },
  { path: '/feeds/google.xml', label: 'Google Merchant Center', hint: 'Products → Feeds → Scheduled fetch. Marine Supplies only.' },
] as const;

/** The feed URLs on this site, each with a button that copies it. */
export function FeedLinks({ origin = window.location.origin }: { origin?: string }) {
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied', description: url });
    } catch {
      toast({ title: 'Error', description: 'Could not copy; select the address instead.', variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="feed-links-heading"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="feed-links-heading" className="text-lg font-semibold text-slate-900">
        Catalogue Feeds
      </h2>
      <p className="text-sm text-slate-600">
        Visible products with a price and an image; Contact For Pricing products are left out, as both networks
        require a price.
      </p>
      <ul className="grid gap-3">
        {FEEDS.map((feed) => {
          const url = origin + feed.path;
          return (
            <li key={feed.path} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
              <span className="font-medium text-slate-900">{feed.label}</span>
              <div className="flex flex-wrap items-center gap-2">
                <code dir="ltr" className="break-all rounded bg-slate-100 px-2 py-1 text-slate-800">
                  {url}
                </code>
                <Button type="button" size="sm" variant="outline" onClick={() => void copy(url)} aria-label={`Copy ${feed.label} URL`}>
                  Copy
                </Button>
              </div>
              <span className="text-slate-600">{feed.hint}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
