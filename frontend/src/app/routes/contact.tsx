import { useOrigin } from '@/components/seo/document-facts';
import { localBusiness } from '@/components/seo/local-business';
import { PageHead, PLACEHOLDER_SHARE_IMAGE } from '@/components/seo/page-head';
import { ContactView } from '@/features/contact/components/contact-view';
import { format, isolated, useMessages } from '@/i18n';
import contact from 'virtual:en/contact';
import head from 'virtual:en/head';
import { useSettings, useSite } from '@/lib/site-settings';
import { departments } from './home-head';

export function ContactRoute() {
  const site = useSite();
  const origin = useOrigin();
  // The opening hours from the English rows, whose day names schema.org reads.
  const settings = useSettings();
  const { businessHours } = settings;
  const { locality } = useMessages('head', head);
  return (
    <>
      <PageHead
        title={format(useMessages('contact', contact).title, { company: isolated(site.companyName, site.lang) })}
        path="/contact"
        image={PLACEHOLDER_SHARE_IMAGE}
        jsonLd={localBusiness(
          site,
          businessHours,
          origin,
          site.lang,
          origin + PLACEHOLDER_SHARE_IMAGE,
          locality,
          departments(settings.desks, site.lang),
        )}
      />
      <ContactView />
    </>
  );
}
