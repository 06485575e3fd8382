import type { FormInstance, FormRule } from 'antd';
import { errorMessage, mapFieldErrors } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';

/** Anything with zod's `safeParse` (the contract's field schemas), without importing zod here. */
interface ParsesField {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * antd rules from the contract's own field schemas, so the browser says exactly what the server would (the issue
 * message is a server message key, translated from the `errors` namespace).
 */
export function useSchemaRule() {
  const { t } = useTranslation();
  return (schema: ParsesField, opts: { optional?: boolean } = {}): FormRule => ({
    validator: async (_rule, value: unknown) => {
      if (opts.optional && (value == null || String(value).trim() === '')) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(t(`errors:${result.error.issues[0]?.message ?? 'error.validation.invalid'}`));
    },
  });
}

/**
 * Puts a rejected call's field errors on the form fields it names (spec section 5) and returns the message to show
 * above the form for everything else (a field the form does not have, or an error without fields).
 */
export function applyServerErrors(form: FormInstance, err: unknown, formFields: readonly string[], fallback: string): string | undefined {
  const fields = mapFieldErrors(err);
  const onForm = fields.filter((f) => typeof f.name === 'string' && formFields.includes(f.name));
  if (onForm.length) form.setFields(onForm.map((f) => ({ name: f.name, errors: f.errors })));
  const elsewhere = fields.filter((f) => !onForm.includes(f));
  if (elsewhere.length) return elsewhere.map((f) => f.errors.join(' ')).join(' ');
  return onForm.length ? undefined : errorMessage(err, fallback);
}
