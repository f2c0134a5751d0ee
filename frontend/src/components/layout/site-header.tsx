import { Menu, MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Tip, TipGroup } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { CATEGORIES, whatsappHref } from '@/config/site';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  ...CATEGORIES.map((c) => ({ to: paths.category.getHref(c.slug), label: c.navLabel, end: false })),
  { to: paths.contact.getHref(), label: 'Contact', end: false },
];

const linkClass =
  (mobile: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500',
      mobile ? 'block text-base' : 'text-sm',
      isActive ? 'bg-sky-100 text-sky-900' : 'text-slate-700 hover:bg-slate-100 hover:text-sky-900',
    );

function ChatLink({ className }: { className?: string }) {
  const site = useSite();
  return (
    <Tip label="Chat on WhatsApp">
      <a
        href={whatsappHref(site)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${site.companyName} on WhatsApp (opens in a new tab)`}
        className={cn(
          'grid size-10 place-items-center rounded-full bg-green-700 text-white hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2',
          className,
        )}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
      </a>
    </Tip>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const site = useSite();
  const { pathname } = useLocation();

  // The menu closes whenever the route changes (a link was chosen, or back/forward).
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.getHref()}
          className="rounded-md text-sky-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          aria-label={`${site.companyName}, home`}
        >
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={linkClass(false)}>
              {l.label}
            </NavLink>
          ))}
          <ChatLink className="ml-2" />
        </nav>

        <div className="flex items-center gap-2 lg:hidden">
          <TipGroup>
            <ChatLink />
            <Tip label={open ? 'Close menu' : 'Menu'}>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={open ? 'Close menu' : 'Open menu'}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
              </button>
            </Tip>
          </TipGroup>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Main mobile"
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={linkClass(true)} onClick={() => setOpen(false)}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
