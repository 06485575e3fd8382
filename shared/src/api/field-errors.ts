import { isApiError } from './types.js';

/** One antd `Form.setFields` entry. */
export interface FormFieldError {
  name: string | (string | number)[];
  errors: string[];
}

/**
 * Server field errors (400 with a list) as antd `form.setFields(...)` entries (spec section 5). `rename` maps a
 * server error_field onto a form field name when they differ (`{ e_mail: 'email' }`). Anything else yields [].
 */
export function mapFieldErrors(
  error: unknown,
  rename: Record<string, string | (string | number)[]> = {},
): FormFieldError[] {
  if (!isApiError(error) || !error.fieldErrors) return [];
  return Object.entries(error.fieldErrors).map(([field, msg]) => ({ name: rename[field] ?? field, errors: [msg] }));
}

/** The message to show for any rejected call (ApiError msg, SerializedError message, or a fallback). */
export function errorMessage(error: unknown, fallback = ''): string {
  if (isApiError(error)) return error.msg || fallback;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return fallback;
}
