/** The people the activity screen can filter by: the sub-users (GET /api/admin/sub-users). */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

type Person = { id: string; name: string; username: string };

export function usePeople() {
  return useQuery({
    queryKey: ['activity', 'people'],
    queryFn: ({ signal }) => api.get<Person[]>('/api/admin/sub-users', { signal }),
  });
}
