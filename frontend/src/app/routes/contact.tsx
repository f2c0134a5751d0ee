import { ContactView } from '@/features/contact/components/contact-view';
import { format, isolated, useLang, useMessages } from '@/i18n';
import contact from 'virtual:en/contact';
import { useSite } from '@/lib/site-settings';

export function ContactRoute() {
  const site = useSite();
  const lang = useLang();
  return (
    <>
      <title>{format(useMessages('contact', contact).title, { company: isolated(site.companyName, lang) })}</title>
      <ContactView />
    </>
  );
}
