import { Copy, MessageCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { whatsappMessageHref } from '@/lib/whatsapp';

/** The customer's message with their booking link, in the language they wrote in. */
export function bookingLinkMessage(ref: string, url: string, lang: 'en' | 'ar'): string {
  return lang === 'ar'
    ? `حجزك ${ref}: التفاصيل والدفع على هذا الرابط ${url}`
    : `Your booking ${ref}: the details and payment are at ${url}`;
}

/**
 * The customer's booking page (docs/payments.md): copied (else selected for the keyboard's
 * copy, where the clipboard is refused), or sent on WhatsApp. The lead holds no number (the
 * site stores none, docs/enquiries.md), so WhatsApp asks whom to send it to.
 */
export function BookingLink({ leadRef, url, lang }: { leadRef: string; url: string; lang: 'en' | 'ar' }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Booking link copied', description: leadRef });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({ title: 'Copy the selected link', description: 'Press Ctrl+C (⌘C on a Mac).' });
    }
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Customer&apos;s booking link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy booking link
          </Button>
          <a
            href={whatsappMessageHref(null, bookingLinkMessage(leadRef, url, lang))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'whatsapp' })}
          >
            <MessageCircle aria-hidden="true" />
            Send on WhatsApp
          </a>
        </div>
      </div>
    </div>
  );
}
