import { EnquiryPage } from '@/features/enquiry/components/enquiry-page';
import { PageHead } from '@/components/seo/page-head';
import { format, isolated, useLang, useMessages } from '@/i18n';
import texts from 'virtual:en/enquiry';
import { useSite } from '@/lib/site-settings';

export function EnquiryRoute() {
  const site = useSite();
  const lang = useLang();
  return (
    <>
      <PageHead
        title={format(useMessages('enquiry', texts).title, { company: isolated(site.companyName, lang) })}
        path="/enquiry"
        noindex
      />
      <EnquiryPage />
    </>
  );
}
