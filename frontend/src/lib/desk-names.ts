/**
 * The desks' names for the staff screens (the inbox, the insights; docs/desks.md), from the
 * settings every page has: no request of their own.
 */
import { useSettings } from './site-settings';
import type { Desk } from '@/types/api';

export type DeskNames = {
  desks: Pick<Desk, 'id' | 'name'>[];
  nameOf: (id: string | null | undefined) => string | null;
};

export function useDeskNames(): DeskNames {
  const desks = useSettings().desks ?? [];
  // A removed desk's leads keep its id: shown as the id.
  const nameOf = (id: string | null | undefined) => (id ? (desks.find((d) => d.id === id)?.name ?? id) : null);
  return { desks, nameOf };
}
