// Lists the fields of a request schema (nested objects and array items included) with their kind, so mutators can
// aim a hostile value at a real field, present in the sample or not.
import type { z } from 'zod';
import { acceptsMissing, boundsOf, defOf, unwrap } from './zod-internals.js';

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';
export type FieldPath = Array<string | number>;

export interface FieldInfo {
  path: FieldPath;
  kind: FieldKind;
  /** A missing value is refused. */
  required: boolean;
  /** A string of digits (an object id travels as one). */
  id: boolean;
  /** For arrays: the item schema. */
  element?: z.ZodType;
  /** What a value of this field must satisfy (the field's schema without optional/default wrappers). */
  schema: z.ZodType;
}

/** A union's most telling option: `'' | id` is an id field, `boolean | 'true'` a boolean one. */
function representative(s: z.ZodType): z.ZodType {
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type !== 'union' || !d.options) return u;
  return unwrap(d.options.find((o) => defOf(unwrap(o)).type !== 'literal') ?? d.options[0]!);
}

function kindOf(s: z.ZodType): FieldKind {
  const t = defOf(s).type;
  if (t === 'string' || t === 'number' || t === 'boolean' || t === 'enum' || t === 'array' || t === 'object') return t;
  if (t === 'literal') return typeof defOf(s).values?.[0] === 'number' ? 'number' : 'enum';
  return 'other';
}

const isDigitsPattern = (s: z.ZodType) => boundsOf(s).patterns.some((p) => p.source.includes('\\d{'));

export function fieldsOf(schema: z.ZodType, depth = 0, prefix: FieldPath = []): FieldInfo[] {
  const d = defOf(representative(schema));
  if (d.type !== 'object' || !d.shape || depth > 4) return [];
  const out: FieldInfo[] = [];
  for (const [key, child] of Object.entries(d.shape)) {
    const rep = representative(child);
    const kind = kindOf(rep);
    const path = [...prefix, key];
    const element = kind === 'array' ? defOf(rep).element : undefined;
    out.push({ path, kind, required: !acceptsMissing(child), id: kind === 'string' && isDigitsPattern(rep), element, schema: rep });
    if (kind === 'object') out.push(...fieldsOf(rep, depth + 1, path));
    if (element) out.push(...fieldsOf(element, depth + 1, [...path, 0]));
  }
  return out;
}
