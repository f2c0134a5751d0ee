import { Link } from '@/components/ui/link';
import { icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import common from 'virtual:en/common';
import { format, useLocalize, useMessages } from '@/i18n';
import { useEnquiryItems } from '@/lib/enquiry-list';

// lucide's ClipboardList: drawn once the list has an item, after the first render, so here
// (in the `after-render` chunk) rather than in icons.tsx, the initial JavaScript.
const ClipboardList = icon(
  <>
    <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="M12 11h4" />
    <path d="M12 16h4" />
    <path d="M8 11h.01" />
    <path d="M8 16h.01" />
  </>,
);

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
