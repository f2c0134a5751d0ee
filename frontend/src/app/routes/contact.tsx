import { ContactView } from '@/features/contact/components/contact-view';
import { useSite } from '@/lib/site-settings';

export function ContactRoute() {
  const site = useSite();
  return (
    <>
      <title>{`Contact Us | ${site.companyName}`}</title>
      <ContactView />
    </>
  );
}
