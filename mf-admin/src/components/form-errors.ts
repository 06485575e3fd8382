import { mapFieldErrors, type FormFieldError } from '@site/shared/api';

const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

/**
 * The server's field errors as antd `form.setFields` entries; a nested error_field (`levels.2.title`) names that
 * row's field in a Form.List. Empty when the error carries no field list (the baseQuery has shown it already).
 */
export function formFieldErrors(error: unknown): FormFieldError[] {
  return mapFieldErrors(error).map(({ name, errors }) => ({ name: typeof name === 'string' ? name.split('.').map(segment) : name, errors }));
}
