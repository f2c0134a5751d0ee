import { ContactView } from '@/features/contact/components/contact-view';
import { format, useMessages } from '@/i18n';
import contact from 'virtual:en/contact';
import { useSite } from '@/lib/site-settings';

export function ContactRoute() {
  const site = useSite();
  return (
    <>
      <title>{format(useMessages('contact', contact).title, { company: site.companyName })}</title>
      <ContactView />
    </>
  );
}
