import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bannerKeys } from '@/lib/query-keys';
import type { Banner } from '@/types/api';

export const getActiveBanners = (signal?: AbortSignal) => api.get<Banner[]>('/api/banners/active', { signal });

export const activeBannersQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.active(), queryFn: ({ signal }) => getActiveBanners(signal) });

export const useActiveBanners = () => useQuery(activeBannersQueryOptions());
