/** Sub-user management calls (admin only; /api/admin/sub-users). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SubUser = {
  id: string;
  name: string;
  username: string;
  role: 'sub_user';
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CreateSubUserInput = { name: string; username: string; password: string; isActive?: boolean };
/** A blank or absent password keeps the current one. */
export type UpdateSubUserInput = { name?: string; username?: string; password?: string; isActive?: boolean };

const BASE = '/api/admin/sub-users';
const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query keys: invalidate `subUserKeys.all` after any change. */
export const subUserKeys = {
  all: ['sub-users'] as const,
  list: () => [...subUserKeys.all, 'list'] as const,
};

export const getSubUsers = ({ signal }: { signal?: AbortSignal } = {}) => api.get<SubUser[]>(BASE, { signal });
export const createSubUser = (input: CreateSubUserInput) => api.post<SubUser>(BASE, input);
export const updateSubUser = ({ id, ...input }: UpdateSubUserInput & { id: string }) =>
  api.patch<SubUser>(itemPath(id), input);
export const deleteSubUser = (id: string) => api.delete(itemPath(id));

/** The list, newest first (the server's order). */
export function useSubUsers() {
  return useQuery({ queryKey: subUserKeys.list(), queryFn: ({ signal }) => getSubUsers({ signal }) });
}

function useInvalidateSubUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subUserKeys.all });
}

export function useCreateSubUser() {
  const invalidate = useInvalidateSubUsers();
  return useMutation({ mutationFn: createSubUser, onSuccess: invalidate });
}

export function useUpdateSubUser() {
  const invalidate = useInvalidateSubUsers();
  return useMutation({ mutationFn: updateSubUser, onSuccess: invalidate });
}

export function useDeleteSubUser() {
  const invalidate = useInvalidateSubUsers();
  return useMutation({ mutationFn: deleteSubUser, onSuccess: invalidate });
}
