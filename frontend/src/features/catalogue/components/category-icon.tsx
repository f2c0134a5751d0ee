import { Handshake, Ship, Wrench, type IconProps } from '@/components/ui/icons';
import type { CategorySlug } from '@/config/site';

const ICONS = {
  'marine-spares': Wrench,
  'vessel-chartering': Ship,
  'vessel-sales-purchase': Handshake,
} as const;

export function CategoryIcon({ slug, ...props }: { slug: CategorySlug } & IconProps) {
  const Icon = ICONS[slug];
  return <Icon aria-hidden="true" {...props} />;
}
