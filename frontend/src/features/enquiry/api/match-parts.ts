/** POST /api/enquiries/match (docs/parts-lists.md, "Matching a list"): a parts list's lines against the catalogue. */
import { api } from '@/lib/api';
import type { PartsMatch } from '@/types/api';

export const matchParts = (lines: string[]) => api.post<PartsMatch>('/api/enquiries/match', { lines });
