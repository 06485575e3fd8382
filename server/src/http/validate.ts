import { en_US } from '@site/shared/locales';
import type { z } from 'zod';
import { errors, type FieldProblem } from '../errors/app-error.js';

const KNOWN_KEYS = new Set(Object.keys(en_US));

const MISSING = Symbol('missing');
/** The value at an issue's path in the request (MISSING when absent), without asking zod to copy inputs into issues. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || !(key in v)) return MISSING;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v === undefined ? MISSING : v;
}

/** Maps one zod issue to an i18n key: the schema's own key when it set one, else a generic validation key. */
function issueKey(issue: z.core.$ZodIssue, input: unknown): string {
  if (KNOWN_KEYS.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // A missing field is "required"; a field of the wrong type (a number for a string) is "not valid".
      return valueAt(input, issue.path) === MISSING ? 'error.validation.required' : 'error.validation.invalid';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array')
        return issue.minimum === 1 ? 'error.validation.required' : 'error.validation.too_short';
      return 'error.validation.too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'error.validation.too_long' : 'error.validation.too_big';
    default:
      return 'error.validation.invalid';
  }
}

/** How field problems are named, beyond the request's JSON path. */
export interface FieldNaming {
  /**
   * Lists whose items' problems are reported on the list itself (`tags.0.slug_name` as `tags`): the field a form
   * shows, when the form edits the list as one control.
   */
  listFields?: readonly string[];
}

function fieldName(path: readonly PropertyKey[], naming: FieldNaming): string {
  const field = path.map(String).join('.');
  const list = naming.listFields?.find((name) => field.startsWith(`${name}.`));
  return list ?? field;
}

/** zod issues -> field problems (one per field, first issue wins), named by the request's JSON field. */
export function zodToFields(error: z.ZodError, input?: unknown, naming: FieldNaming = {}): FieldProblem[] {
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = fieldName(issue.path, naming);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issueKey(issue, input) });
  }
  return out;
}

/** Parses input with a contract schema; a failure becomes the 400 field-error envelope. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, naming: FieldNaming = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw errors.fields(zodToFields(result.error, input ?? {}, naming));
  return result.data;
}
