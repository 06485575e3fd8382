// Which mutators suit each contract endpoint, and the cases for one endpoint and role: a valid sample first, then
// mutations in a shuffled round so a small budget still spreads over every kind of mutation.
import { endpoints, type EndpointName } from '@site/shared/contract';
import type { z } from 'zod';
import { BODY_MUTATORS } from './body-mutators.js';
import { ACCEPT_LANGUAGES } from './hostile-values.js';
import type { FuzzCase, Role } from './fuzz-request.js';
import type { FuzzWorld } from './fuzz-world.js';
import { MULTIPART_MUTATORS } from './multipart-mutators.js';
import type { MutationInput, Mutator } from './mutation-input.js';
import type { Rng } from './prng.js';
import { QUERY_MUTATORS } from './query-mutators.js';
import { hintsFor } from './sample-hints.js';
import { fieldsOf, type FieldInfo } from './schema-fields.js';
import { sampleValid } from './schema-sample.js';

export interface EndpointPlan {
  name: EndpointName;
  method: FuzzCase['method'];
  path: string;
  schema: z.ZodType | undefined;
  fields: FieldInfo[];
  mutators: Record<string, Mutator>;
  /** Share of the budget relative to other endpoints: endpoints that read input get more. */
  weight: number;
}

const only = (all: Record<string, Mutator>, names: string[]) => Object.fromEntries(names.map((n) => [n, all[n]!]));
// An endpoint that reads nothing still gets junk parameters and bodies: they must not reach a code path that fails.
const NO_INPUT_GET = only(QUERY_MUTATORS, ['valid', 'unknownParams', 'repeated', 'bracketed', 'nul', 'badPercent', 'hugeText', 'bodyOnGet', 'badToken']);
const NO_INPUT_BODY = only(BODY_MUTATORS, ['valid', 'topLevel', 'unknownKeys', 'protoKeys', 'malformedJson', 'contentType', 'hugeText', 'deepNesting', 'badToken', 'queryOnBody']);

/** Adds, for every endpoint, its valid request in a hostile language (the code is looked up in the catalogues). */
function withLanguageProbe(mutators: Record<string, Mutator>): Record<string, Mutator> {
  const valid = mutators.valid!;
  const acceptLanguage: Mutator = (m) => {
    const lang = m.rng.pick(ACCEPT_LANGUAGES);
    return { ...valid(m), mutation: `accept-language=${JSON.stringify(lang.slice(0, 20))}`, headers: { 'accept-language': lang } };
  };
  return { ...mutators, acceptLanguage };
}

export function planFor(name: EndpointName): EndpointPlan {
  const e = endpoints[name] as { method: FuzzCase['method']; path: string; query?: z.ZodType; body?: z.ZodType };
  const base = { name, method: e.method, path: e.path };
  const plan = (schema: z.ZodType | undefined, mutators: Record<string, Mutator>, weight: number): EndpointPlan => ({
    ...base,
    schema,
    fields: schema ? fieldsOf(schema) : [],
    mutators: withLanguageProbe(mutators),
    weight,
  });
  if (name === 'uploadFile') return plan(undefined, MULTIPART_MUTATORS, 2);
  if (e.query) return plan(e.query, QUERY_MUTATORS, 3);
  if (e.body) return plan(e.body, BODY_MUTATORS, 3);
  return plan(undefined, e.method === 'GET' ? NO_INPUT_GET : NO_INPUT_BODY, 1);
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` cases for one endpoint and role, drawn from `rng` alone (deterministic). With `skipValid` the round
 * starts after the valid sample (the probe already sent one).
 */
export function casesFor(plan: EndpointPlan, role: Role, rng: Rng, world: FuzzWorld, count: number, skipValid = false): FuzzCase[] {
  const hint = hintsFor(plan.name, world.rows);
  const fresh = () => (plan.schema ? sampleValid(plan.schema, rng, hint).value : {});
  const names = Object.keys(plan.mutators).filter((n) => n !== 'valid');
  let order = skipValid ? shuffled(names, rng) : ['valid', ...shuffled(names, rng)];
  const out: FuzzCase[] = [];
  while (out.length < count) {
    if (order.length === 0) order = shuffled([...names, 'valid'], rng);
    const mutator = plan.mutators[order.shift()!]!;
    const input: MutationInput = { rng, sample: fresh(), fields: plan.fields, realIds: world.realIds, fresh };
    out.push({ endpoint: plan.name, method: plan.method, path: plan.path, role, ...mutator(input) });
  }
  return out;
}
