// Hostile variants of a query string: repeated and bracketed parameters, edge numbers for page/page_size, ids out
// of range, NUL and broken percent-encoding, huge values, LIKE wildcards, missing and unknown parameters.
import { BAD_TOKENS, IDS, ODD_TEXT, QUERY_NUMBERS, SQL_TEXT, bigText } from './hostile-values.js';
import { extremeNumbers, longestValues } from './edge-valid.js';
import { fieldName, pickField, type MutationInput, type Mutator } from './mutation-input.js';
import type { FuzzRequest } from './fuzz-request.js';

type Pairs = Array<[string, string]>;

/** A query object as the client would send it: arrays repeat the key, everything else is text. */
export function toPairs(sample: unknown): Pairs {
  if (!sample || typeof sample !== 'object') return [];
  const out: Pairs = [];
  for (const [k, v] of Object.entries(sample)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.push([k, String(item)]);
    else out.push([k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  }
  return out;
}

const encode = (pairs: Pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
const query = (mutation: string, pairs: Pairs, extraRaw = ''): FuzzRequest => ({
  mutation,
  query: [encode(pairs), extraRaw].filter(Boolean).join('&'),
});

/** The sample's pairs with one top-level field replaced (value null: removed). */
function setParam(m: MutationInput, label: string, accept: Parameters<typeof pickField>[1], value: string | null, raw?: string): FuzzRequest {
  const f = pickField(m, (x) => x.path.length === 1 && (accept ? accept(x) : true));
  const name = f ? String(f.path[0]) : 'q';
  const pairs = toPairs(m.sample).filter(([k]) => k !== name);
  if (value !== null) pairs.push([name, value]);
  return query(`${label}:${fieldName(f)}`, pairs, raw?.replace('$NAME', encodeURIComponent(name)));
}

const PAGING = new Set(['page', 'page_size', 'size', 'in_days']);

export const QUERY_MUTATORS: Record<string, Mutator> = {
  valid: (m) => query('valid', toPairs(m.fresh())),
  longestText: (m) => {
    const f = m.fields.filter((x) => x.path.length === 1 && x.kind === 'string' && longestValues(x).length > 0);
    if (f.length === 0) return query('valid', toPairs(m.sample));
    const field = m.rng.pick(f);
    const value = m.rng.pick(longestValues(field));
    const name = String(field.path[0]);
    return query(`longest=${JSON.stringify(value.slice(0, 4))}x${value.length}:${name}`, [...toPairs(m.sample).filter(([k]) => k !== name), [name, value]]);
  },
  extremeNumber: (m) => {
    const f = m.fields.filter((x) => x.path.length === 1 && x.kind === 'number' && extremeNumbers(x).length > 0);
    if (f.length === 0) return query('valid', toPairs(m.sample));
    const field = m.rng.pick(f);
    const value = String(m.rng.pick(extremeNumbers(field)));
    const name = String(field.path[0]);
    return query(`extreme=${value}:${name}`, [...toPairs(m.sample).filter(([k]) => k !== name), [name, value]]);
  },
  repeated: (m) => {
    const f = pickField(m, (x) => x.path.length === 1);
    const name = f ? String(f.path[0]) : 'id';
    const pairs = toPairs(m.sample).filter(([k]) => k !== name);
    return query(`repeated:${name}`, [...pairs, [name, m.rng.pick(m.realIds)], [name, m.rng.pick(['2', '', 'x', '-1'])]]);
  },
  bracketed: (m) => setParam(m, 'bracketed', undefined, null, m.rng.pick(['$NAME[]=1&$NAME[]=2', '$NAME[a]=1', '$NAME[__proto__]=x', '$NAME.x=1'])),
  edgeNumber: (m) => {
    const v = m.rng.pick(QUERY_NUMBERS);
    return setParam(m, `number=${JSON.stringify(v)}`, (f) => f.kind === 'number' || PAGING.has(String(f.path[0])), v);
  },
  edgeId: (m) => {
    const v = m.rng.pick([...IDS, m.rng.pick(m.realIds)]);
    return setParam(m, `id=${JSON.stringify(v)}`, (f) => f.id, v);
  },
  nul: (m) => setParam(m, 'nul', undefined, null, `$NAME=${m.rng.pick(['a%00b', '%00', '%ED%A0%80', '%C0%80', '%FF%FE'])}`),
  badPercent: (m) => setParam(m, 'bad-percent', undefined, null, `$NAME=${m.rng.pick(['%', '%zz', '%E0%A4%A', 'a%2', '%%%'])}`),
  hugeText: (m) => setParam(m, 'huge-100000', (f) => f.kind === 'string', bigText(100_000)),
  sqlText: (m) => {
    const s = m.rng.pick(SQL_TEXT);
    return setParam(m, `sql=${JSON.stringify(s).slice(0, 30)}`, (f) => f.kind === 'string', s);
  },
  oddText: (m) => {
    const s = m.rng.pick(ODD_TEXT);
    return setParam(m, `odd-text=${JSON.stringify(s).slice(0, 20)}`, (f) => f.kind === 'string' || f.kind === 'enum', s);
  },
  emptyValue: (m) => setParam(m, 'empty-string', undefined, ''),
  wrongEnum: (m) => {
    const v = m.rng.pick(['zzz', 'NEWEST', ' newest', 'true', '0', '__proto__', 'constructor']);
    return setParam(m, `enum=${JSON.stringify(v)}`, (f) => f.kind === 'enum' || f.kind === 'boolean', v);
  },
  missingRequired: (m) => setParam(m, 'missing', (f) => f.required, null),
  unknownParams: (m) => query('unknown-params', toPairs(m.sample), 'zz_unknown=1&__proto__=x&constructor[prototype][polluted]=yes&toString=1&=&&'),
  noQuery: () => ({ mutation: 'no-query' }),
  bodyOnGet: (m) => ({ mutation: 'body-on-get', query: encode(toPairs(m.sample)), body: JSON.stringify({ id: m.rng.pick(m.realIds) }) }),
  badToken: (m) => {
    const authorization = m.rng.pick(BAD_TOKENS);
    return { mutation: `bad-token=${JSON.stringify(authorization.slice(0, 20))}`, query: encode(toPairs(m.sample)), authorization };
  },
};
