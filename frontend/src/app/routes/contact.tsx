import { site } from '@/config/site';
import { ContactView } from '@/features/contact/components/contact-view';

export function ContactRoute() {
  return (
    <>
      <title>{`Contact Us | ${site.companyName}`}</title>
      <ContactView />
    </>
  );
}
