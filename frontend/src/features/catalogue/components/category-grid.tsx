import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { categoriesIn } from '@/config/site';
import { useLocalize, useMessages } from '@/i18n';
import home from 'virtual:en/home';
import { useSite } from '@/lib/site-settings';
import { CategoryIcon } from './category-icon';

export function CategoryGrid() {
  const { categoryDescriptions, lang } = useSite();
  const t = useMessages('home', home);
  const localize = useLocalize();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="categories-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t.ourServices}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {categoriesIn(lang).map((c) => (
          <li key={c.slug} className="flex">
            <Link
              to={localize(paths.category.getHref(c.slug))}
              className="group flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
            >
              <span className="grid size-12 place-items-center rounded-lg bg-sky-100 text-sky-800">
                <CategoryIcon slug={c.slug} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900 group-hover:text-sky-800">{c.name}</h3>
              <p dir="auto" className="mt-2 flex-1 text-slate-600">
                {categoryDescriptions[c.slug]}
              </p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-sky-800">
                {t.viewProducts} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
