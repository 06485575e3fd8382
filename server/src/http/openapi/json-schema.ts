import { z } from 'zod';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as the JSON Schema OpenAPI 3.1 embeds. `io` picks the side: 'input' is what a client may send, and also
 * what a response carries on the wire (the route helper sends the handler's value as it is, once it passes the
 * response schema; it does not send the parsed output, so a field with a default may be absent and extra fields may be
 * present). Zod's safe-integer bounds on every `.int()` are dropped: they say nothing a reader needs and fill the file.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', where: string, shared?: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  delete json.$schema;
  // A recursive schema (or one with an id) comes out with its own `$defs` and `#/$defs/...` references, which would
  // resolve against the whole OpenAPI document, not this schema: they move to the document's components instead.
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return json;
  delete json.$defs;
  if (!shared) throw new Error(`${where}: a schema with $defs needs the document's shared schemas`);
  for (const [name, def] of Object.entries(defs)) {
    // zod names an anonymous recursive schema __schema0: a name that would collide across endpoints.
    if (name.startsWith('__schema')) throw new Error(`${where}: give the recursive schema a name with .meta({ id: 'Name' })`);
    const moved = retarget(def) as JsonSchema;
    if (shared[name] && JSON.stringify(shared[name]) !== JSON.stringify(moved)) throw new Error(`${where}: two different schemas are named ${name}`);
    shared[name] = moved;
  }
  return retarget(json) as JsonSchema;
}

/** Points `#/$defs/X` references at the document's `#/components/schemas/X`. */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(/^#\/\$defs\//, '#/components/schemas/') : retarget(v)]),
  );
}
