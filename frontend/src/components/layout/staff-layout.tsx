import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { SkipLink } from './public-layout';

/** `badge`: a count shown on the link (the new leads), left out at 0. */
type StaffLink = { to: string; label: string; badge?: number };

/** Staff screens: no site header or footer; a title bar with links and Logout. */
export function StaffLayout({
  title,
  subtitle,
  links = [],
  onLogout,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  links?: StaffLink[];
  onLogout?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <title>{title}</title>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
            {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          <nav aria-label="Staff" className="flex flex-wrap items-center gap-2">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                {l.label}
                {l.badge ? (
                  <span
                    data-badge
                    className="ms-1 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white"
                  >
                    {l.badge} new
                  </span>
                ) : null}
              </Link>
            ))}
            {onLogout ? (
              <Button variant="destructive" size="sm" onClick={onLogout}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            ) : null}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 focus:outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
