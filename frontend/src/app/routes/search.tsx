import { SearchPage } from '@/features/catalogue/components/search-page';
import { PageHead } from '@/components/seo/page-head';
import { format, isolated, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/search';
import { useSite } from '@/lib/site-settings';

export function SearchRoute() {
  const site = useSite();
  const lang = useLang();
  return (
    <>
      <PageHead
        title={format(useMessages('search', texts).title, { company: isolated(site.companyName, lang) })}
        path="/search"
        noindex
      />
      <SearchPage />
    </>
  );
}
