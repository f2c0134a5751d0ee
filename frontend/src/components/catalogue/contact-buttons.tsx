import { MessageCircle, Phone } from 'lucide-react';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import { telHref, whatsappHref, type Site } from '@/config/site';
import { format, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import { cn } from '@/lib/utils';

type Props = {
  /** The numbers and the page's language (a grid of cards reads the settings once). */
  site: Pick<Site, 'phone' | 'whatsappNumber' | 'lang'>;
  /** What the enquiry is about (prefilled chat message). */
  item: string;
  callLabel?: string;
  chatLabel?: string;
  size?: ButtonVariantProps['size'];
  className?: string;
};

/** Call and WhatsApp links; they sit above a card's stretched link, so they never navigate it. */
export function ContactButtons({ site, item, callLabel, chatLabel, size = 'sm', className }: Props) {
  const { card } = useMessages('common', common);
  callLabel ??= card.call;
  chatLabel ??= card.whatsapp;
  return (
    <div className={cn('relative z-10 flex flex-wrap gap-2', className)}>
      <a
        href={telHref(site)}
        className={cn(buttonVariants({ variant: 'primary', size }), 'flex-1')}
        aria-label={format(card.callAbout, { action: callLabel, item })}
      >
        <Phone aria-hidden="true" />
        {callLabel}
      </a>
      <a
        href={whatsappHref(site, item)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: 'whatsapp', size }), 'flex-1')}
        aria-label={format(card.chatAbout, { action: chatLabel, item })}
      >
        <MessageCircle aria-hidden="true" />
        {chatLabel}
      </a>
    </div>
  );
}
