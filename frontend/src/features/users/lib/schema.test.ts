import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { createSubUserSchema, editSubUserSchema, serverFieldErrors } from './schema';

/** The first message per field, as the form shows them. */
function firstErrors(schema: typeof createSubUserSchema, values: object) {
  const result = schema.safeParse({
    name: 'Sara Ahmed',
    username: 'sara_a',
    password: 'secret1',
    isActive: true,
    ...values,
  });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('sub-user schema', () => {
  it('accepts a valid sub-user and trims name and username', () => {
    const parsed = createSubUserSchema.parse({
      name: ' Sara ',
      username: ' sara_1 ',
      password: 'secret',
      isActive: true,
    });
    expect(parsed).toEqual({ name: 'Sara', username: 'sara_1', password: 'secret', isActive: true });
  });

  it('has the required-field messages first', () => {
    expect(firstErrors(createSubUserSchema, { name: '  ', username: '', password: '' })).toEqual({
      name: 'Name is required',
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('has the data-level messages', () => {
    expect(firstErrors(createSubUserSchema, { name: 'S', username: 'sa', password: '12345' })).toEqual({
      name: 'Name must be at least 2 characters',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(firstErrors(createSubUserSchema, { username: 'sara-a' })).toEqual({
      username: 'Username can only contain letters, numbers, and underscores',
    });
    expect(firstErrors(createSubUserSchema, { username: 'sára' })).toEqual({
      username: 'Username can only contain letters, numbers, and underscores',
    });
  });

  it('makes the password optional on edit, but at least 6 characters when given', () => {
    expect(firstErrors(editSubUserSchema, { password: '' })).toEqual({});
    expect(firstErrors(editSubUserSchema, { password: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('serverFieldErrors', () => {
  it('reads {errors:[{field,message}]} for the form fields only', () => {
    const body = JSON.stringify({
      message: 'Username must be at least 3 characters',
      errors: [
        { field: 'username', message: 'Username must be at least 3 characters' },
        { field: 'other', message: 'x' },
      ],
    });
    expect(serverFieldErrors(new ApiError(400, 'Bad Request', body))).toEqual([
      { field: 'username', message: 'Username must be at least 3 characters' },
    ]);
    expect(serverFieldErrors(new ApiError(500, 'Internal Server Error', 'oops'))).toEqual([]);
    expect(serverFieldErrors(new Error('x'))).toEqual([]);
  });
});
