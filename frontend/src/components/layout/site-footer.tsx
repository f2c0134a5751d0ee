import { MessageCircle, Phone } from '@/components/ui/icons';
import { MapPin } from '@/components/ui/page-icons';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { categoriesIn, COPYRIGHT, SOCIAL_NETWORKS, telHref, whatsappHref } from '@/config/site';
import { formatPhone } from '@/lib/phone';
import footerTexts from 'virtual:en/footer';
import { useLocalize, useMessages } from '@/i18n';
// The visitor's agents (docs/desks.md) are picked by this chunk, which every public page loads
// after its first render: lib/desk-agents.ts hands its picker to lib/desks.ts.
import '@/lib/desk-agents';
import { useGeneralDesk } from '@/lib/desks';
import { useSite } from '@/lib/site-settings';
import { Logo } from './logo';

const footerLink =
  'rounded-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-400';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const site = useSite();
  const general = useGeneralDesk();
  const localize = useLocalize();
  const footer = useMessages('footer', footerTexts);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Logo inverted className="text-white" />
          <p className="mt-3 text-sm">{footer.tagline}</p>
          <ul className="mt-4 flex flex-wrap gap-x-4 text-sm">
            {Object.entries(SOCIAL_NETWORKS).map(([key, label]) =>
              site.social[key as keyof typeof SOCIAL_NETWORKS] ? (
                <li key={key}>
                  <a
                    href={site.social[key as keyof typeof SOCIAL_NETWORKS]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={footerLink}
                  >
                    {label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>

        <Column title={footer.quickLinks}>
          <li>
            <Link to={localize(paths.home.getHref())} className={footerLink}>
              {footer.home}
            </Link>
          </li>
          <li>
            <Link to={localize(paths.contact.getHref())} className={footerLink}>
              {footer.contactUs}
            </Link>
          </li>
          <li>
            <a href={telHref(site)} className={footerLink}>
              {footer.callUs}
            </a>
          </li>
          <li>
            {/* The staff area is in English. */}
            <Link to={paths.admin.products.getHref()} className={footerLink}>
              {footer.adminPanel}
            </Link>
          </li>
        </Column>

        <Column title={footer.products}>
          {categoriesIn(site.lang).map((c) => (
            <li key={c.slug}>
              <Link to={localize(paths.category.getHref(c.slug))} className={footerLink}>
                {c.name}
              </Link>
            </li>
          ))}
        </Column>

        <Column title={footer.contactInfo}>
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <a href={telHref(general)} className={footerLink}>
              <span className="sr-only">{footer.phone}</span>
              <bdi dir="ltr">{formatPhone(general.phone)}</bdi>
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            <a href={whatsappHref(general)} target="_blank" rel="noopener noreferrer" className={footerLink}>
              <span className="sr-only">{footer.whatsapp}</span>
              <bdi dir="ltr">{formatPhone(general.whatsappNumber)}</bdi>
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span>{footer.location}</span>
          </li>
        </Column>
      </div>

      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-xs text-slate-400 sm:px-6">
          {/* The owner's names keep their own direction inside an Arabic line (docs/arabic.md). */}
          {COPYRIGHT} <bdi>{site.companyName}</bdi>. <bdi>{site.legalEntity}</bdi>. {footer.websiteBy}{' '}
          <a href={site.creditUrl} target="_blank" rel="noopener noreferrer" className="underline hover:text-white">
            <bdi>{site.creditName}</bdi>
          </a>
        </p>
      </div>
    </footer>
  );
}
