import { icon } from '@/components/ui/icons';
import { ArrowLeft } from '@/components/ui/page-icons';
import { useNavigate } from 'react-router';
import { PageHead } from '@/components/seo/page-head';
import { Link } from '@/components/ui/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalize, useMessages } from '@/i18n';
import common from 'virtual:en/common';
import notFound from 'virtual:en/notFound';

// lucide's House (components/ui/page-icons.tsx says why not lucide-react).
const House = icon(
  <>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </>,
);

/** '404 - Page Not Found' (public and staff variants share it). */
export function NotFoundContent({ homeHref }: { homeHref?: string }) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const t = useMessages('notFound', notFound);
  const { categories } = useMessages('common', common);
  const quickLinks = [
    { to: localize(paths.category.getHref('marine-spares')), label: categories['marine-spares'] },
    { to: localize(paths.category.getHref('vessel-chartering')), label: categories['vessel-chartering'] },
    { to: localize(paths.contact.getHref()), label: t.contact },
  ];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead title={t.title} />
      <p className="text-6xl font-bold text-sky-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-3 text-slate-600">{t.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={homeHref ?? localize(paths.home.getHref())} className={buttonVariants({ variant: 'primary' })}>
          <House aria-hidden="true" />
          {t.goHome}
        </Link>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t.goBack}
        </Button>
      </div>
      <nav aria-label={t.quickLinks} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {quickLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="font-medium text-sky-800 underline-offset-4 hover:underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function NotFoundRoute() {
  return <NotFoundContent />;
}
