/**
 * The server's field errors by path, from a 400 (or 409) answer. This codebase's writes answer
 * `{"message", "errors": [{field, message}]}`; docs/charter.md writes the quote's as
 * `{"error", "fields": {path: message}}`: both are read. Paths come back with dots only
 * ("charter.minimumRules.0.from"; "items[2].productId" → "items.2.productId"), which is how
 * react-hook-form names an array's fields.
 */
import { isApiError } from './api';

export type FieldProblem = { field: string; message: string };

const dotted = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

export function fieldErrors(error: unknown): FieldProblem[] {
  if (!isApiError(error, 400) && !isApiError(error, 409)) return [];
  try {
    const parsed = JSON.parse(error.body) as { errors?: unknown; fields?: unknown };
    const out: FieldProblem[] = [];
    if (Array.isArray(parsed.errors)) {
      for (const e of parsed.errors as unknown[]) {
        const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && typeof message === 'string') out.push({ field: dotted(field), message });
      }
    }
    if (parsed.fields && typeof parsed.fields === 'object') {
      for (const [field, message] of Object.entries(parsed.fields as Record<string, unknown>)) {
        if (typeof message === 'string') out.push({ field: dotted(field), message });
      }
    }
    return out;
  } catch {
    return [];
  }
}
