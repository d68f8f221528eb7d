import { describe, expect, it } from 'vitest';
import { signupSchema } from '@electrobench/contracts/auth';
import { ApiError, errorFromResponse } from './api-error';
import { readableError, submitErrors, zodFieldErrors } from './forms';

const FIELDS = ['email', 'password', 'username'] as const;

describe('form errors', () => {
  it('puts the contract messages next to each field', () => {
    const parsed = signupSchema.safeParse({ email: 'nope', password: 'short', username: 'a' });
    if (parsed.success) throw new Error('expected a failure');
    expect(zodFieldErrors(parsed.error, FIELDS)).toEqual({
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      username: 'Username must be at least 3 characters.',
    });
  });

  it('maps 422 issues to the field named by the last loc element', () => {
    const error = errorFromResponse(422, {
      detail: [
        { loc: ['body', 'username'], msg: 'This username is already taken.', type: 'conflict' },
        { loc: ['body'], msg: 'Body is malformed.', type: 'x' },
      ],
    });
    expect(submitErrors(error, FIELDS)).toEqual({
      fields: { username: 'This username is already taken.' },
      form: 'Body is malformed.',
    });
  });

  it('keeps a plain detail for the whole form', () => {
    const error = new ApiError('An account with this email already exists.', 409, 'x');
    expect(submitErrors(error, FIELDS)).toEqual({
      fields: {},
      form: 'An account with this email already exists.',
    });
  });

  it('reads 422 issues as sentences when no field can show them', () => {
    const error = errorFromResponse(422, {
      detail: [{ loc: ['query', 'token'], msg: 'This link is invalid or has expired.', type: 'x' }],
    });
    expect(readableError(error)).toBe('This link is invalid or has expired.');
    expect(readableError(new ApiError('Not Found', 404, 'Not Found'))).toBe('Not Found');
  });
});
