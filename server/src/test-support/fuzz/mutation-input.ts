// What every mutator gets: a valid sample of the endpoint's input, the schema's fields, and real ids to mix in.
import type { FieldInfo } from './schema-fields.js';
import type { Rng } from './prng.js';
import type { FuzzRequest } from './fuzz-request.js';

export interface MutationInput {
  rng: Rng;
  /** A valid value of the endpoint's query or body schema ({} when it has none). */
  sample: unknown;
  fields: FieldInfo[];
  /** Ids of rows that exist (posts, answers, comments, tags, users). */
  realIds: readonly string[];
  /** Another valid sample (different random choices). */
  fresh(): unknown;
}

export type Mutator = (m: MutationInput) => FuzzRequest;

/** A field the predicate accepts (any field when none does; undefined when the schema has no fields). */
export function pickField(m: MutationInput, accept: (f: FieldInfo) => boolean = () => true): FieldInfo | undefined {
  const good = m.fields.filter(accept);
  if (good.length > 0) return m.rng.pick(good);
  return m.fields.length > 0 ? m.rng.pick(m.fields) : undefined;
}

export const fieldName = (f: FieldInfo | undefined) => (f ? f.path.join('.') : '(body)');
