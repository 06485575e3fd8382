// Builds a VALID value for a zod v4 schema by walking its definition. Each node is generated from its kind and
// checks, then confirmed with the node's own safeParse; refinements the walker cannot read (a URL check, "close_msg
// is required for this reason") are met by trying again with other random choices. Hints supply values only the
// test knows: real ids, real tag slugs, addresses that do not reach the network.
import type { z } from 'zod';
import type { Rng } from './prng.js';
import { acceptsMissing, boundsOf, defOf, type Bounds } from './zod-internals.js';

/** Values the walker cannot invent: `undefined` means "no opinion, generate one". */
export type Hint = (key: string, rng: Rng) => unknown;

const ATTEMPTS = 12;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

const word = (rng: Rng, len: number) => Array.from({ length: len }, () => LETTERS[rng.int(0, 25)]).join('');

function text(rng: Rng, len: number): string {
  let out = '';
  while (out.length < len) out += (out ? ' ' : '') + word(rng, rng.int(2, 8));
  return out.slice(0, len).trimEnd().padEnd(len, 'x');
}

/** Candidate shapes for a string with a pattern: the first one the pattern accepts wins. */
const PATTERNED: Array<(rng: Rng, len: number) => string> = [
  (rng, len) => word(rng, len),
  (rng, len) => String(rng.int(1, 9)) + Array.from({ length: Math.max(0, len - 1) }, () => rng.int(0, 9)).join(''),
  (rng) => `${word(rng, 6)}@example.com`,
  (rng) => `${word(rng, 6)}.example.org`,
  (rng) => `https://example.com/${word(rng, 5)}`,
];

function lengthFor(rng: Rng, b: Bounds): number {
  const lo = Math.max(b.min ?? 0, 1);
  const hi = Math.max(lo, Math.min(b.max ?? lo + 24, lo + 24));
  return rng.int(lo, hi);
}

function genString(s: z.ZodType, rng: Rng, attempt: number): string {
  const b = boundsOf(s);
  const len = lengthFor(rng, b);
  if (b.format === 'url') return `https://example.com/${word(rng, 4)}`;
  if (b.format === 'email') return `${word(rng, 6)}@example.com`;
  if (b.patterns.length > 0) {
    for (let i = 0; i < PATTERNED.length; i++) {
      const v = PATTERNED[(i + attempt) % PATTERNED.length]!(rng, len);
      if (b.patterns.every((p) => new RegExp(p.source, p.flags.replace('g', '')).test(v))) return v;
    }
  }
  // Unreadable refinements are mostly "an http(s) URL" or "not blank": alternate plain text with a URL.
  if (attempt % 3 === 2) return `https://example.com/${word(rng, 4)}`.slice(0, b.max ?? 100);
  return text(rng, len);
}

function genNumber(s: z.ZodType, rng: Rng): number {
  const b = boundsOf(s);
  const lo = b.min ?? 0;
  const hi = Math.min(b.max ?? lo + 100, lo + 100);
  const n = rng.int(Math.ceil(lo), Math.floor(hi));
  return b.int || rng.chance(0.7) ? n : Math.min(hi, n + 0.5);
}

function generate(s: z.ZodType, rng: Rng, key: string, hint: Hint, attempt: number): unknown {
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return genString(s, rng, attempt);
    case 'number':
      return genNumber(s, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'literal':
      return rng.pick(d.values ?? [null]);
    case 'enum':
      return rng.pick(Object.values(d.entries ?? {}));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, child] of Object.entries(d.shape ?? {})) {
        // Optional fields the test has values for (captcha answers, real ids) are usually sent: they open doors.
        if (acceptsMissing(child) && rng.chance(hint(k, rng) === undefined ? 0.35 : 0.1)) continue;
        const v = sampleNode(child, rng, k, hint);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'array': {
      const b = boundsOf(s);
      const n = rng.int(b.min ?? 0, Math.max(b.min ?? 0, Math.min(b.max ?? 3, 3)));
      return Array.from({ length: n }, () => sampleNode(d.element!, rng, key, hint));
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return rng.chance(0.2) ? undefined : sampleNode(d.innerType!, rng, key, hint);
    case 'nullable':
      return rng.chance(0.15) ? null : sampleNode(d.innerType!, rng, key, hint);
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleNode(d.innerType!, rng, key, hint);
    case 'pipe':
      // A transform's input is unknown: values of the output side often pass through it (an enum behind a
      // trim/upper-case transform), so try those first, then the input side.
      return sampleNode(attempt % 2 === 0 ? d.out! : d.in!, rng, key, hint);
    case 'union':
      return sampleNode(d.options![(attempt + rng.int(0, d.options!.length - 1)) % d.options!.length]!, rng, key, hint);
    case 'intersection':
      return { ...(sampleNode(d.left!, rng, key, hint) as object), ...(sampleNode(d.right!, rng, key, hint) as object) };
    case 'tuple':
      return (d.items ?? []).map((item) => sampleNode(item, rng, key, hint));
    case 'record':
      return { [word(rng, 5)]: sampleNode(d.valueType!, rng, key, hint) };
    case 'lazy':
      return sampleNode(d.getter!(), rng, key, hint);
    default:
      return word(rng, 6);
  }
}

/** One node: a hinted value when it fits, else generated ones until the node's own schema accepts one. */
function sampleNode(s: z.ZodType, rng: Rng, key: string, hint: Hint): unknown {
  const hinted = hint(key, rng);
  if (hinted !== undefined && s.safeParse(hinted).success) return hinted;
  let last: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    last = generate(s, rng, key, hint, attempt);
    if (s.safeParse(last).success) return last;
  }
  return last;
}

/** A value `schema` accepts (`valid` false when the walker could not find one: the case is still sent). */
export function sampleValid(schema: z.ZodType, rng: Rng, hint: Hint = () => undefined): { value: unknown; valid: boolean } {
  const value = sampleNode(schema, rng, '', hint);
  return { value, valid: schema.safeParse(value).success };
}
