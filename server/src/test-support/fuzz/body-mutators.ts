// Hostile variants of a JSON body: wrong types, unstorable and huge text, edge numbers and ids, deep nesting, huge
// arrays, prototype keys, missing and unknown fields, broken JSON and the wrong content type.
import {
  BAD_TOKENS,
  IDS,
  MALFORMED_JSON,
  NUMBERS,
  ODD_TEXT,
  SQL_TEXT,
  UNSTORABLE,
  WRONG_CONTENT_TYPES,
  bigText,
  markdownBombs,
} from './hostile-values.js';
import { extremeNumbers, longestValues } from './edge-valid.js';
import { boundsOf } from './zod-internals.js';
import { cloneJson, nested, Raw, toJsonText, withValue } from './json-text.js';
import { fieldName, pickField, type MutationInput, type Mutator } from './mutation-input.js';
import type { FuzzRequest } from './fuzz-request.js';

const json = (mutation: string, value: unknown): FuzzRequest => ({ mutation, body: toJsonText(value) });

/** Sets one field (picked by `accept`) to a value made from the field; the mutation is named after both. */
function atField(m: MutationInput, label: string, accept: Parameters<typeof pickField>[1], make: (current: unknown) => unknown): FuzzRequest {
  const f = pickField(m, accept);
  if (!f) return json(`${label}:(body)`, make(m.sample));
  const current = f.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), m.sample);
  return json(`${label}:${fieldName(f)}`, withValue(m.sample, f.path, make(current)));
}

const pollutedKey = (key: '__proto__' | 'constructor') =>
  JSON.parse(key === '__proto__' ? '{"__proto__":{"polluted":"yes"}}' : '{"constructor":{"prototype":{"polluted":"yes"}}}') as Record<string, unknown>;

function withOwnKeys(target: unknown, extra: Record<string, unknown>): unknown {
  const base = target !== null && typeof target === 'object' && !Array.isArray(target) ? cloneJson(target) : {};
  for (const [k, v] of Object.entries(extra)) Object.defineProperty(base, k, { value: v, enumerable: true, writable: true, configurable: true });
  return base;
}

const WRONG_TYPES: unknown[] = [0, 1, -1, 'x', '', true, false, null, {}, [], ['x'], { a: 1 }, [[]]];

export const BODY_MUTATORS: Record<string, Mutator> = {
  valid: (m) => json('valid', m.fresh()),
  longestText: (m) => {
    const f = m.fields.filter((x) => x.kind === 'string' && longestValues(x).length > 0);
    if (f.length === 0) return json('valid', m.sample);
    const field = m.rng.pick(f);
    const value = m.rng.pick(longestValues(field));
    return json(`longest=${JSON.stringify(value.slice(0, 4))}x${value.length}:${fieldName(field)}`, withValue(m.sample, field.path, value));
  },
  markdownBomb: (m) => {
    // Long free-text fields are rendered as Markdown: feed them input that is deep or slow to parse.
    const f = m.fields.filter((x) => x.kind === 'string' && (boundsOf(x.schema).max ?? Infinity) >= 500);
    if (f.length === 0) return json('valid', m.sample);
    const field = m.rng.pick(f);
    const value = m.rng.pick(markdownBombs(Math.min(boundsOf(field.schema).max ?? 65_535, 65_535)));
    return json(`markdown=${JSON.stringify(value.slice(0, 6))}x${value.length}:${fieldName(field)}`, withValue(m.sample, field.path, value));
  },
  extremeNumber: (m) => {
    const f = m.fields.filter((x) => x.kind === 'number' && extremeNumbers(x).length > 0);
    if (f.length === 0) return json('valid', m.sample);
    const field = m.rng.pick(f);
    const value = m.rng.pick(extremeNumbers(field));
    return json(`extreme=${value}:${fieldName(field)}`, withValue(m.sample, field.path, value));
  },
  wrongType: (m) => {
    const v = m.rng.pick(WRONG_TYPES);
    return atField(m, `type=${JSON.stringify(v)}`, undefined, () => v);
  },
  missingRequired: (m) => {
    const f = pickField(m, (x) => x.required);
    return json(`missing:${fieldName(f)}`, f ? withValue(m.sample, f.path, undefined) : {});
  },
  emptyObject: () => json('empty-object', {}),
  topLevel: (m) => {
    const v = m.rng.pick<unknown>([null, [], 'text', 42, true, [m.sample], new Raw('"\\u0000"')]);
    return json(`top-level=${toJsonText(v).slice(0, 20)}`, v);
  },
  unstorable: (m) => {
    const bad = m.rng.pick(UNSTORABLE);
    if (m.rng.chance(0.25)) return json('unstorable:key', withOwnKeys(m.sample, { [`k${bad}`]: 'x' }));
    return atField(m, 'unstorable', (f) => f.kind === 'string' || f.kind === 'enum', () => bad);
  },
  hugeText: (m) => {
    const n = m.rng.pick([100_000, 1_000_000]);
    return atField(m, `huge-${n}`, (f) => f.kind === 'string', () => bigText(n));
  },
  emptyText: (m) => atField(m, 'empty-string', (f) => f.kind === 'string', () => ''),
  sqlText: (m) => {
    const s = m.rng.pick(SQL_TEXT);
    return atField(m, `sql=${JSON.stringify(s).slice(0, 30)}`, (f) => f.kind === 'string', () => s);
  },
  oddText: (m) => {
    const s = m.rng.pick(ODD_TEXT);
    return atField(m, `odd-text=${JSON.stringify(s).slice(0, 20)}`, (f) => f.kind === 'string' || f.kind === 'enum', () => s);
  },
  edgeNumber: (m) => {
    const n = m.rng.pick(NUMBERS);
    return atField(m, `number=${toJsonText(n).slice(0, 24)}`, (f) => f.kind === 'number', () => n);
  },
  edgeId: (m) => {
    const v = m.rng.chance(0.2) ? new Raw(m.rng.pick(m.realIds)) : m.rng.pick(IDS);
    return atField(m, `id=${toJsonText(v)}`, (f) => f.id, () => v);
  },
  realIdSwap: (m) => {
    const id = m.rng.pick(m.realIds);
    return atField(m, `real-id=${id}`, (f) => f.id, () => id);
  },
  deepNesting: (m) => {
    const depth = m.rng.pick([20, 40, 2000]);
    return atField(m, `deep-${depth}`, undefined, (v) => nested(depth, v ?? 'x'));
  },
  hugeArray: (m) =>
    atField(m, 'array-10000', (f) => f.kind === 'array', (v) => {
      const item = Array.isArray(v) && v.length > 0 ? v[0] : 'x';
      return Array.from({ length: 10_000 }, () => item);
    }),
  protoKeys: (m) => {
    const key = m.rng.pick(['__proto__', 'constructor'] as const);
    const f = pickField(m, (x) => x.kind === 'object');
    if (f && m.rng.chance(0.4)) return json(`${key}:${fieldName(f)}`, withValue(m.sample, f.path, withOwnKeys({}, pollutedKey(key))));
    return json(`${key}:top`, withOwnKeys(m.sample, pollutedKey(key)));
  },
  unknownKeys: (m) =>
    json('unknown-keys', withOwnKeys(m.sample, { zz_unknown: 1, '': 'x', 'a.b': [1], $where: '1', toString: 'x', hasOwnProperty: 1, user_id: m.rng.pick(m.realIds) })),
  duplicateKey: (m) => {
    const f = pickField(m, (x) => x.path.length === 1);
    const text = toJsonText(m.sample);
    if (!f || !text.startsWith('{') || text === '{}') return json('duplicate-key:(none)', m.sample);
    const hostile = m.rng.pick<unknown>([null, 'x'.repeat(5000), 1e308, { a: 1 }, 'a\u0000']);
    return { mutation: `duplicate-key:${fieldName(f)}`, body: `${text.slice(0, -1)},${JSON.stringify(f.path[0])}:${toJsonText(hostile)}}` };
  },
  malformedJson: (m) => {
    const body = m.rng.pick(MALFORMED_JSON);
    return { mutation: `malformed-json=${JSON.stringify(body)}`, body };
  },
  contentType: (m) => {
    const contentType = m.rng.pick(WRONG_CONTENT_TYPES);
    return { mutation: `content-type=${JSON.stringify(contentType)}`, body: toJsonText(m.sample), contentType };
  },
  badToken: (m) => {
    const authorization = m.rng.pick(BAD_TOKENS);
    return { mutation: `bad-token=${JSON.stringify(authorization.slice(0, 20))}`, body: toJsonText(m.sample), authorization };
  },
  queryOnBody: (m) => ({ mutation: 'query-on-body', query: `id=1&id=2&page=-1&__proto__[x]=1`, body: toJsonText(m.sample) }),
};
