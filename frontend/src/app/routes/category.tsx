import { useParams } from 'react-router';
import { PageHead, PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { categoriesIn, findCategory } from '@/config/site';
import { isolated, useLang, useLocalize, useMessages } from '@/i18n';
import texts from 'virtual:en/category';
import { CategoryProducts } from '@/features/catalogue/components/category-products';
import { useSite } from '@/lib/site-settings';

function CategoryNotFound() {
  const t = useMessages('category', texts);
  const localize = useLocalize();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageHead title={t.notFound} />
      <h1 className="text-3xl font-bold text-slate-900">{t.notFound}</h1>
      <p className="mt-3 text-slate-600">{t.notFoundText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={localize(paths.home.getHref())} className={buttonVariants({ variant: 'primary' })}>
          {t.backHome}
        </Link>
        {categoriesIn(useLang()).map((c) => (
          <Link
            key={c.slug}
            to={localize(paths.category.getHref(c.slug))}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {c.name}
          </Link>
        ))}
      </div>
    </div>
  );
}

export function CategoryRoute() {
  const { category: slug } = useParams();
  const site = useSite();
  const category = findCategory(slug, site.lang);
  if (!category) return <CategoryNotFound />;
  return (
    <>
      <PageHead
        title={`${category.name} | ${isolated(site.companyName, site.lang)}`}
        description={site.categoryDescriptions[category.slug]}
        path={paths.category.getHref(category.slug)}
        image={PLACEHOLDER_SHARE_IMAGE}
      />
      <CategoryProducts key={category.slug} category={category} />
    </>
  );
}
