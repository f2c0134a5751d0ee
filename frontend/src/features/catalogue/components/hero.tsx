import { MessageCircle, Phone } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { telHref, whatsappHref } from '@/config/site';
import { useMessages } from '@/i18n';
import common from 'virtual:en/common';
import home from 'virtual:en/home';
import { useGeneralDesk } from '@/lib/desks';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';

export function Hero() {
  const site = useSite();
  const general = { ...useGeneralDesk(), lang: site.lang };
  const t = useMessages('home', home);
  const { chat } = useMessages('common', common);
  return (
    <section aria-labelledby="hero-title" className="gradient-ocean text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-sky-100 uppercase">
          <bdi>{site.companyName}</bdi> · {t.place}
        </p>
        <h1 id="hero-title" dir="auto" className="mt-3 max-w-3xl text-3xl leading-tight font-bold sm:text-5xl">
          {site.heroHeading}
        </h1>
        <p dir="auto" className="mt-4 max-w-2xl text-base whitespace-pre-line text-sky-50 sm:text-lg">
          {site.heroText}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={telHref(general)} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }))}>
            <Phone aria-hidden="true" />
            {t.getQuote}
          </a>
          <a
            href={whatsappHref(general, chat.services)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'whatsapp', size: 'lg' }))}
          >
            <MessageCircle aria-hidden="true" />
            {t.whatsappUs}
          </a>
        </div>
      </div>
    </section>
  );
}
