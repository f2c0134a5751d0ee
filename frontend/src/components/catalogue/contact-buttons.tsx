import { MessageCircle, Phone } from '@/components/ui/icons';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import { whatsappHref } from '@/config/site';
import type { Lang } from '@/i18n';
import { useDeskAgent } from '@/lib/desks';
import type { Desk } from '@/types/api';
import { format, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import { cn } from '@/lib/utils';

type Props = {
  /** The desk of what the enquiry is about (docs/desks.md): its phone and the visitor's agent. */
  desk: Desk;
  lang: Lang;
  /** What the enquiry is about (prefilled chat message). */
  item: string;
  callLabel?: string;
  chatLabel?: string;
  size?: ButtonVariantProps['size'];
  className?: string;
};

/** Call and WhatsApp links to a desk; they sit above a card's stretched link, so they never navigate it. */
export function ContactButtons({ desk, lang, item, callLabel, chatLabel, size = 'sm', className }: Props) {
  const { card } = useMessages('common', common);
  const whatsappNumber = useDeskAgent(desk)!;
  callLabel ??= card.call;
  chatLabel ??= card.whatsapp;
  return (
    <div className={cn('relative z-10 flex flex-wrap gap-2', className)}>
      <a
        href={`tel:+${desk.phone}`}
        className={cn(buttonVariants({ variant: 'primary', size }), 'flex-1')}
        aria-label={format(card.callAbout, { action: callLabel, item })}
      >
        <Phone aria-hidden="true" />
        {callLabel}
      </a>
      <a
        href={whatsappHref({ whatsappNumber, lang }, item)}
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
