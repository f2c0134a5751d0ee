/**
 * Banner administration calls: the full list (admin), create, partial update,
 * delete and the banner image upload. Every change invalidates `bannerKeys.all`, so both
 * /api/banners (this screen) and /api/banners/active (the home carousel) refresh.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { bannerKeys } from '@/lib/query-keys';
import { postFormWithProgress, useUploadMutation, type OnProgress } from '@/lib/upload';
import type { Banner } from '@/types/api';

/** What POST /api/banners takes; PATCH takes any part of it (without the id). */
export type BannerInput = Omit<Banner, 'timestamp' | 'buttonLink' | 'image'> & {
  buttonLink: string;
  image: string;
};
export type BannerPatch = Partial<Omit<BannerInput, 'id'>>;

const BASE = '/api/banners';
const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** A new banner's id: 'banner_' plus the current time. */
export const newBannerId = () => `banner_${Date.now()}`;

export const getBanners = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Banner[]>(BASE, { signal });
export const createBanner = (input: BannerInput) => api.post<Banner>(BASE, input);
export const updateBanner = ({ id, patch }: { id: string; patch: BannerPatch }) =>
  api.patch<Banner>(itemPath(id), patch);
export const deleteBanner = (id: string) => api.delete(itemPath(id));

/** POST /api/upload/banner: multipart, field 'file' → the stored URL. */
export async function uploadBannerImage(file: File, onProgress?: OnProgress): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await postFormWithProgress<{ url?: unknown }>('/api/upload/banner', form, onProgress);
  if (typeof url !== 'string' || !url) throw new SyntaxError('The upload answer has no url');
  return url;
}

/** Every banner, by displayOrder (the server's order). */
export function useBanners() {
  return useQuery({ queryKey: bannerKeys.list(), queryFn: ({ signal }) => getBanners({ signal }) });
}

/** After any banner change: the admin list and the public carousel are refetched. */
function useInvalidateBanners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bannerKeys.all });
}

export function useCreateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: createBanner, onSuccess: invalidate });
}

export function useUpdateBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: updateBanner, onSuccess: invalidate });
}

export function useDeleteBanner() {
  const invalidate = useInvalidateBanners();
  return useMutation({ mutationFn: deleteBanner, onSuccess: invalidate });
}

/** The upload and its progress in percent. */
export function useUploadBannerImage() {
  return useUploadMutation(uploadBannerImage);
}
