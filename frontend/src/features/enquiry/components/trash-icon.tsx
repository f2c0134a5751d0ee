import { icon } from '@/components/ui/icons';

/** lucide's Trash2 (components/ui/page-icons.tsx says why not lucide-react): the enquiry page's remove buttons. */
export const Trash2 = icon(
  <>
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M3 6h18" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
);
