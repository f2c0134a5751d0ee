import { Anchor, ArrowRight, icon } from '@/components/ui/icons';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { Tip, TipGroup } from '@/components/ui/tooltip';
import { BANNER_ROTATION_MS } from '@/config/site';
import { format, messagesIn, useLang, useLocalize, useMessages } from '@/i18n';
import { localizeBanner } from '@/i18n/content';
import bannerTexts from 'virtual:en/banners';
import { imageSources } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import type { Banner } from '@/types/api';

// lucide's Pause and Play (components/ui/page-icons.tsx says why not lucide-react).
const Pause = icon(
  <>
    <rect x="14" y="3" width="5" height="18" rx="1" />
    <rect x="5" y="3" width="5" height="18" rx="1" />
  </>,
);
const Play = icon(<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z" />);

/** 'Learn More' plus, for screen readers and crawlers, what it is about. */
function BannerAction({ banner }: { banner: Banner }) {
  const t = useMessages('banners', bannerTexts);
  const localize = useLocalize();
  const href = banner.buttonLink?.trim() || '/';
  // The fixed English 'Learn More' (no Arabic text given) is said in the page's language.
  const label =
    (banner.buttonText === messagesIn('en', 'banners', bannerTexts).learnMore ? '' : banner.buttonText) || t.learnMore;
  const className = cn(buttonVariants({ variant: 'secondary' }), 'mt-6');
  const arrow = <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />;
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <span className="sr-only">
          : {banner.title} {t.newTab}
        </span>{' '}
        {arrow}
      </a>
    );
  }
  // A link inside the site stays in the page's language.
  return (
    <Link to={href.startsWith('/') ? localize(href) : href} className={className}>
      {label}
      <span className="sr-only">: {banner.title}</span> {arrow}
    </Link>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Rotating homepage banners: shown only when at least one active banner
 * exists; advances every 5 s and wraps; dots (more than one banner) pick a slide.
 * Rotation pauses while the pointer or keyboard focus is inside, so it can be read, can be
 * stopped with a pause button, and does not start at all for visitors who prefer reduced motion.
 */
export function BannerCarousel({ banners: given }: { banners: readonly Banner[] }) {
  const lang = useLang();
  const t = useMessages('banners', bannerTexts);
  const banners = given.map((b) => localizeBanner(b, lang));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const rotating = count > 1 && !stopped && !reducedMotion;
  const paused = hovered || focused;

  // One timer per slide: choosing a slide (dot) restarts the full 5 s.
  useEffect(() => {
    if (!rotating || paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, paused, count, index]);

  if (count === 0) return null;
  const current = banners[index % count]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.announcements}
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={format(t.slide, { n: (index % count) + 1, count })}
        aria-live={rotating && !paused ? 'off' : 'polite'}
        className="relative isolate overflow-hidden rounded-2xl text-white gradient-ocean"
      >
        {current.image ? (
          <img
            key={current.id}
            {...imageSources(current.image, '(min-width: 1280px) 1232px, 100vw')}
            alt=""
            width={1200}
            height={400}
            // The first banner can be the home page's largest paint: fetched at once and
            // first; the ones the rotation brings later, lazily.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
        ) : null}
        <div className="bg-gradient-to-r from-slate-950/75 rtl:bg-gradient-to-l via-slate-950/45 to-transparent px-6 py-10 sm:px-10 sm:py-14">
          <Anchor className="size-8 text-sky-200" aria-hidden="true" />
          <h2 dir="auto" className="mt-3 max-w-2xl text-2xl font-bold sm:text-3xl">
            {current.title}
          </h2>
          {current.description && current.description !== current.title ? (
            <p dir="auto" className="mt-2 max-w-2xl text-sky-50">
              {current.description}
            </p>
          ) : null}
          <BannerAction banner={current} />
        </div>
      </div>
      {count > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-1">
          <TipGroup>
            {reducedMotion ? null : (
              <Tip label={stopped ? t.startRotation : t.stopRotation}>
                <button
                  type="button"
                  onClick={() => setStopped((s) => !s)}
                  aria-label={stopped ? t.startRotating : t.stopRotating}
                  className="me-1 grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                >
                  {stopped ? (
                    <Play className="size-4" aria-hidden="true" />
                  ) : (
                    <Pause className="size-4" aria-hidden="true" />
                  )}
                </button>
              </Tip>
            )}
            {banners.map((b, i) => (
              <Tip key={b.id} label={b.title}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={format(t.showBanner, { n: i + 1, title: b.title })}
                  aria-current={i === index % count ? 'true' : undefined}
                  className="grid size-8 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-3 rounded-full transition-colors',
                      i === index % count ? 'bg-sky-700' : 'bg-slate-300 hover:bg-slate-400',
                    )}
                  />
                </button>
              </Tip>
            ))}
          </TipGroup>
        </div>
      ) : null}
    </section>
  );
}
