import { z } from 'zod';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as the JSON Schema OpenAPI 3.1 embeds. `io` picks the side: 'input' is what a client may send, and also
 * what a response carries on the wire (the route helper sends the handler's value as it is, once it passes the
 * response schema; it does not send the parsed output, so a field with a default may be absent and extra fields may be
 * present). Zod's safe-integer bounds on every `.int()` are dropped: they say nothing a reader needs and fill the file.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', where: string): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  delete json.$schema;
  // A recursive schema comes out with its own `$defs` and `#/$defs/...` references, which would resolve against the
  // whole OpenAPI document, not this schema: refuse it loudly rather than commit a broken document.
  if ('$defs' in json) throw new Error(`${where}: recursive schemas cannot be inlined in the OpenAPI document`);
  return json;
}
