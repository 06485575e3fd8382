import { errorMessage, mapFieldErrors } from './field-errors.js';
import type { ApiError } from './types.js';

const fieldError: ApiError = {
  status: 400,
  code: 400,
  reason: 'base.request_format_error',
  msg: 'Email format is not valid.',
  data: [],
  fieldErrors: { e_mail: 'Email format is not valid.', pass: 'Password length must be 8-32 characters.' },
};

test('maps server field errors onto antd form fields, with optional renaming', () => {
  expect(mapFieldErrors(fieldError, { e_mail: 'email' })).toEqual([
    { name: 'email', errors: ['Email format is not valid.'] },
    { name: 'pass', errors: ['Password length must be 8-32 characters.'] },
  ]);
});

test('anything that is not a field error maps to nothing', () => {
  expect(mapFieldErrors({ ...fieldError, fieldErrors: undefined })).toEqual([]);
  expect(mapFieldErrors(new Error('boom'))).toEqual([]);
  expect(mapFieldErrors(undefined)).toEqual([]);
});

test('errorMessage reads ApiError msg, Error message, or the fallback', () => {
  expect(errorMessage(fieldError)).toBe('Email format is not valid.');
  expect(errorMessage(new Error('boom'))).toBe('boom');
  expect(errorMessage(null, 'Operation failed.')).toBe('Operation failed.');
});
