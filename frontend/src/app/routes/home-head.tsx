import { useOrigin } from '@/components/seo/document-facts';
import { organizationAndWebsite } from '@/components/seo/json-ld';
import { PageHead, PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { format, isolated, useMessages } from '@/i18n';
import home from 'virtual:en/home';
import { useSite } from '@/lib/site-settings';

/** The home page's head: its title, the site's description and who publishes the site. */
export default function HomeHead() {
  const site = useSite();
  const origin = useOrigin();
  return (
    <PageHead
      title={format(useMessages('home', home).title, { company: isolated(site.companyName, site.lang) })}
      path="/"
      image={PLACEHOLDER_SHARE_IMAGE}
      jsonLd={organizationAndWebsite(site, origin, site.lang)}
    />
  );
}
