// Read-only access to a zod v4 schema's internals (`schema._zod.def`): the walker needs each node's kind, children
// and checks, which zod's public API does not expose. Kept in one place so a zod upgrade breaks one file.
import type { z } from 'zod';

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** The fields of `_zod.def` the walker reads (each node kind uses a few of them). */
export interface ZodDef {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

interface Internals {
  def: ZodDef;
  optin?: 'optional';
}

export const defOf = (s: z.ZodType): ZodDef => (s as unknown as { _zod: Internals })._zod.def;

/** An object key whose schema accepts a missing value (optional, or with a default). */
export const acceptsMissing = (s: z.ZodType): boolean => (s as unknown as { _zod: Internals })._zod.optin === 'optional';

/** Wrappers whose inner schema says what a value looks like. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/nullable/default/... wrappers, and under a pipe's input side. */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    if (WRAPPERS.has(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in) cur = d.in;
    else if (d.type === 'lazy' && d.getter) cur = d.getter();
    else return cur;
  }
  return cur;
}

/** Length or value bounds, formats and patterns gathered from a node's checks. */
export interface Bounds {
  min?: number;
  max?: number;
  int: boolean;
  format?: string;
  patterns: RegExp[];
}

export function boundsOf(s: z.ZodType): Bounds {
  const b: Bounds = { int: false, patterns: [] };
  const lower = (v: number) => (b.min = b.min === undefined ? v : Math.max(b.min, v));
  const upper = (v: number) => (b.max = b.max === undefined ? v : Math.min(b.max, v));
  for (const c of defOf(s).checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length' && d.minimum !== undefined) lower(d.minimum);
    else if (d.check === 'max_length' && d.maximum !== undefined) upper(d.maximum);
    else if (d.check === 'length_equals' && d.length !== undefined) {
      lower(d.length);
      upper(d.length);
    }
    else if (d.check === 'greater_than') lower(Number(d.value) + (d.inclusive ? 0 : 1));
    else if (d.check === 'less_than') upper(Number(d.value) - (d.inclusive ? 0 : 1));
    else if (d.check === 'number_format') b.int ||= d.format?.includes('int') ?? false;
    else if (d.check === 'string_format') {
      b.format = d.format;
      if (d.pattern) b.patterns.push(d.pattern);
    }
  }
  return b;
}
