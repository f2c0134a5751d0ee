import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { findCategory } from '@/config/site';

const QUICK_LINKS = [
  { to: paths.category.getHref('marine-spares'), label: findCategory('marine-spares')!.name },
  { to: paths.category.getHref('vessel-chartering'), label: findCategory('vessel-chartering')!.name },
  { to: paths.contact.getHref(), label: 'Contact' },
];

/** '404 - Page Not Found' (public and staff variants share it). */
export function NotFoundContent({ homeHref = paths.home.getHref() }: { homeHref?: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>404 - Page Not Found</title>
      <p className="text-6xl font-bold text-sky-800" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">404 - Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for doesn't exist or has been moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={homeHref} className={buttonVariants({ variant: 'primary' })}>
          <Home aria-hidden="true" />
          Go Home
        </Link>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
      <nav aria-label="Quick links" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {QUICK_LINKS.map((l) => (
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
