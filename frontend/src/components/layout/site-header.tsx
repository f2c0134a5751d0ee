import { Menu, MessageCircle, X } from '@/components/ui/icons';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/ui/link';
import { Tip, TipGroup } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { categoriesIn, whatsappHref } from '@/config/site';
import common from 'virtual:en/common';
import { format, otherLanguagePath, useLang, useLocalize, useMessages } from '@/i18n';
import { useGeneralDesk } from '@/lib/desks';
import { useSite } from '@/lib/site-settings';
import { cn } from '@/lib/utils';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

// The enquiry list's link shows only once the list has products, which the page HTML never has
// (the list lives in the browser): its code and the list's store load after the app starts,
// outside the initial JavaScript (docs/frontend.md, its budget).
const EnquiryLink = lazy(() => import('./enquiry-link').then((m) => ({ default: m.EnquiryLink })));

/** The header's links in the page's language. */
function useNavLinks() {
  const lang = useLang();
  const localize = useLocalize();
  const { nav } = useMessages('common', common);
  return [
    { to: localize(paths.home.getHref()), label: nav.home, end: true },
    ...categoriesIn(lang).map((c) => ({ to: localize(paths.category.getHref(c.slug)), label: c.navLabel, end: false })),
    { to: localize(paths.contact.getHref()), label: nav.contact, end: false },
  ];
}

/**
 * English | العربية: the same page (and query) in the other language; each name in its own
 * language. Below 640 px only the other language's link: a 320-360 px phone's header has no room
 * for both next to the name and the two buttons (the menu button was pushed off the screen).
 */
function LanguageSwitch() {
  const location = useLocation();
  const lang = useLang();
  const { nav } = useMessages('common', common);
  const other = otherLanguagePath(location);
  const item = (code: 'en' | 'ar', name: string) =>
    code === lang ? (
      <span lang={code} aria-current="true" className="hidden px-1 font-semibold text-sky-900 sm:inline">
        {name}
      </span>
    ) : (
      <Link
        to={other}
        lang={code}
        hrefLang={code}
        className="rounded-md px-1 text-slate-700 underline-offset-4 hover:text-sky-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {name}
      </Link>
    );
  return (
    <div role="group" aria-label={nav.language} className="flex items-center gap-1 text-sm">
      {item('en', 'English')}
      <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
        |
      </span>
      {item('ar', 'العربية')}
    </div>
  );
}

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
  const general = useGeneralDesk();
  const { chat } = useMessages('common', common);
  return (
    <Tip label={chat.tip}>
      <a
        href={whatsappHref(general)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={format(chat.label, { company: site.companyName })}
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

/** The enquiry list's link with its count (docs/enquiries.md); shown once the list has items. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const site = useSite();
  const { pathname } = useLocation();
  const { nav } = useMessages('common', common);
  const links = useNavLinks();
  const localize = useLocalize();

  // The menu closes whenever the route changes (a link was chosen, or back/forward): adjusted
  // while rendering, not by an effect, whose run on the first render came after a tap handled
  // between the hydration and its effects (docs/first-paint.md) and shut the menu it opened.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to={localize(paths.home.getHref())}
          className="min-w-0 rounded-md text-sky-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          aria-label={format(nav.homeLink, { company: site.companyName })}
        >
          <Logo />
        </Link>

        <nav aria-label={nav.main} className="hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={linkClass(false)}>
              {l.label}
            </NavLink>
          ))}
          <ChatLink className="ms-2" />
        </nav>
        <HeaderSearch className="hidden w-44 shrink lg:block xl:w-56" />

        <div className="ms-auto lg:ms-0">
          <LanguageSwitch />
        </div>
        <Suspense fallback={null}>
          <EnquiryLink />
        </Suspense>

        <div className="flex shrink-0 items-center gap-2 lg:hidden">
          <TipGroup>
            <ChatLink />
            <Tip label={open ? nav.closeMenu : nav.menu}>
              <button
                type="button"
                className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={open ? nav.closeMenu : nav.openMenu}
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
        aria-label={nav.mainMobile}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <HeaderSearch className="mt-3" onDone={() => setOpen(false)} />
        <ul className="flex flex-col gap-1 pt-2">
          {links.map((l) => (
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
