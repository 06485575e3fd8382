// Values a field accepts but rarely sees: the longest text it allows (in wide, case-folding and combining
// characters too) and its extreme numbers. Validation lets these through, so they probe what lies behind it: column
// sizes, derived values (slugs, excerpts) and arithmetic.
import type { FieldInfo } from './schema-fields.js';
import { boundsOf } from './zod-internals.js';

const fill = (unit: string, units: number) => unit.repeat(Math.max(1, Math.floor(units / unit.length)));

/** The longest strings `f` accepts, made of various characters (empty when none of them fits its pattern). */
export function longestValues(f: FieldInfo): string[] {
  const max = boundsOf(f.schema).max ?? 5000;
  const candidates = [
    fill('x', max),
    fill('é', max),
    fill('İ', max),
    fill('😀', max),
    fill('e\u0301', max),
    fill('9', max),
    `${fill('a', max - 12)}@example.com`,
    `https://example.com/${fill('a', max - 20)}`,
    fill('a-', max),
    fill('%_', max),
  ];
  return candidates.filter((v) => f.schema.safeParse(v).success);
}

/** The extreme numbers `f` accepts (bounds, or the safe-integer range when unbounded). */
export function extremeNumbers(f: FieldInfo): number[] {
  const b = boundsOf(f.schema);
  const candidates = [b.min ?? Number.MIN_SAFE_INTEGER, b.max ?? Number.MAX_SAFE_INTEGER, 0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31)];
  return candidates.filter((v) => f.schema.safeParse(v).success);
}
