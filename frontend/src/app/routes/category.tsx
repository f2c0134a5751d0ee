import { Link, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CATEGORIES, findCategory } from '@/config/site';
import { CategoryProducts } from '@/features/catalogue/components/category-products';
import { useSite } from '@/lib/site-settings';

function CategoryNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Category Not Found</title>
      <h1 className="text-3xl font-bold text-slate-900">Category Not Found</h1>
      <p className="mt-3 text-slate-600">We don't have a category at this address. Try one of these:</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'primary' })}>
          Back to Home
        </Link>
        {CATEGORIES.map((c) => (
          <Link key={c.slug} to={paths.category.getHref(c.slug)} className={buttonVariants({ variant: 'secondary' })}>
            {c.name}
          </Link>
        ))}
      </div>
    </div>
  );
}

export function CategoryRoute() {
  const { category: slug } = useParams();
  const category = findCategory(slug);
  const site = useSite();
  if (!category) return <CategoryNotFound />;
  return (
    <>
      <title>{`${category.name} | ${site.companyName}`}</title>
      <CategoryProducts key={category.slug} category={category} />
    </>
  );
}
