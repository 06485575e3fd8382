import type { FieldProblem } from '../errors/app-error.js';

/** Deeper than any request this API takes; a deeper body is refused before anything walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A string PostgreSQL can store: valid UTF-16 (no unpaired surrogate, which has no UTF-8 form) and no NUL, which
 * PostgreSQL text cannot hold. Either reaches the database as an error, so both are refused at the door.
 */
export const isStorableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * A field of a request part (query, params, JSON body) holding text that cannot be stored, as a field
 * problem named like zod names fields (`a.b.0`), or null when every string and key is fine. Walks iteratively
 * so a hostile nesting depth cannot overflow the stack; past MAX_INPUT_DEPTH the whole part is refused.
 */
export function findUnstorableText(input: unknown, prefix = ''): FieldProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: path, message: 'error.validation.invalid_characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, message: 'error.validation.invalid' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return { field: path || key, message: 'error.validation.invalid_characters' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
