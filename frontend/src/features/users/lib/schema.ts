/**
 * Sub-user form validation: the form's
 * required-field messages first, then the data-level rules the server also enforces.
 */
import { z } from '@/lib/zod';
import { isApiError } from '@/lib/api';

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const NAME_MIN = 2;

export const messages = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
} as const;

const name = z.string().trim().min(1, messages.nameRequired).min(NAME_MIN, messages.nameMin);
const username = z
  .string()
  .trim()
  .min(1, messages.usernameRequired)
  .min(USERNAME_MIN, messages.usernameMin)
  .regex(/^[A-Za-z0-9_]+$/, messages.usernameChars);

/** Add: the password is required. */
export const createSubUserSchema = z.object({
  name,
  username,
  password: z.string().min(1, messages.passwordRequired).min(PASSWORD_MIN, messages.passwordMin),
  isActive: z.boolean(),
});

/** Edit: the password is optional; blank keeps the current one. */
export const editSubUserSchema = createSubUserSchema.extend({
  password: z.string().refine((v) => v === '' || v.length >= PASSWORD_MIN, messages.passwordMin),
});

export type SubUserFormValues = z.infer<typeof createSubUserSchema>;

export type FieldError = { field: keyof SubUserFormValues; message: string };

/** The server's field errors ({"errors":[{field,message}]}) for the form's own fields. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!isApiError(error)) return [];
  try {
    const parsed = JSON.parse(error.body) as { errors?: unknown };
    if (!Array.isArray(parsed.errors)) return [];
    return parsed.errors.flatMap((e: unknown) => {
      const { field, message } = (e ?? {}) as { field?: unknown; message?: unknown };
      return typeof field === 'string' &&
        typeof message === 'string' &&
        ['name', 'username', 'password', 'isActive'].includes(field)
        ? [{ field: field as FieldError['field'], message }]
        : [];
    });
  } catch {
    return [];
  }
}
