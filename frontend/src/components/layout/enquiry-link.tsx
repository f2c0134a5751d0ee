import { Link } from '@/components/ui/link';
import { ClipboardList } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import common from 'virtual:en/common';
import { format, useLocalize, useMessages } from '@/i18n';
import { useEnquiryItems } from '@/lib/enquiry-list';

/** The header's link to the enquiry list with its count (docs/enquiries.md); nothing while it is empty. */
export function EnquiryLink() {
  const count = useEnquiryItems().length;
  const localize = useLocalize();
  const { enquiry } = useMessages('common', common);
  if (!count) return null;
  return (
    <Link
      to={localize(paths.enquiry.getHref())}
      data-enquiry-count={count}
      className="relative grid size-10 shrink-0 place-items-center rounded-full text-sky-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
    >
      <ClipboardList className="size-6" aria-hidden="true" />
      {/* The name in words, the count on the badge: an aria-label would not contain the shown count. */}
      <span className="sr-only">{format(enquiry.list, { count })}</span>
      <span
        aria-hidden="true"
        className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-sky-700 px-1 text-xs font-semibold text-white"
      >
        {count}
      </span>
    </Link>
  );
}
