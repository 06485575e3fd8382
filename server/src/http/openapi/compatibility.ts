// Backward compatibility of the API between two OpenAPI documents (the last released one and the current one).
// A remote built against the released API keeps running after the server is deployed, so the server may only grow:
// what a client sent before must still be accepted, and what the server answers must still be what a client read.
// The two directions differ: a request may widen (accept more) but not narrow; a response may narrow (send less
// variety) but must keep every field it had and send no value an older client never saw.
// Practical, not complete: `pattern` and `format` changes are not compared (a regex cannot be compared for inclusion).

type Schema = Record<string, unknown>;
type Doc = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };

/** One breaking change, named so that it can be declared accepted by its exact text. */
export interface BreakingChange {
  /** `GET /answer/api/v1/x response data.title: removed` */
  change: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Every breaking change from `released` to `current`, in path order. */
export function findBreakingChanges(released: Doc, current: Doc): BreakingChange[] {
  const out: string[] = [];
  for (const [path, oldItem] of Object.entries(released.paths ?? {})) {
    const newItem = current.paths?.[path];
    for (const method of METHODS) {
      const oldOp = oldItem[method] as Schema | undefined;
      if (!oldOp) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const newOp = newItem?.[method] as Schema | undefined;
      if (!newOp) {
        out.push(`${where}: removed`);
        continue;
      }
      const ctx: Ctx = { old: released, new: current, out, seen: new Map() };
      compareParameters(ctx, where, oldOp, newOp);
      compareRequestBody(ctx, where, oldOp, newOp);
      compareResponses(ctx, where, oldOp, newOp);
    }
  }
  return out.map((change) => ({ change }));
}

interface Ctx {
  old: Doc;
  new: Doc;
  out: string[];
  /** Schema pairs already compared in this operation: a recursive schema (a text tree) ends there. */
  seen: Map<object, Set<object>>;
}

/** Follows `#/components/...` references. */
function resolve(doc: Doc, schema: unknown): Schema {
  let s = (schema ?? {}) as Schema;
  for (let hops = 0; typeof s.$ref === 'string' && hops < 20; hops++) {
    let target: unknown = doc;
    for (const part of (s.$ref as string).replace(/^#\//, '').split('/')) target = (target as Schema | undefined)?.[part];
    s = (target ?? {}) as Schema;
  }
  return s;
}

function compareParameters(ctx: Ctx, where: string, oldOp: Schema, newOp: Schema) {
  const key = (p: Schema) => `${p.in} ${p.name}`;
  const params = (doc: Doc, op: Schema) => new Map(((op.parameters ?? []) as unknown[]).map((p) => resolve(doc, p)).map((p) => [key(p), p]));
  const before = params(ctx.old, oldOp);
  for (const [k, p] of params(ctx.new, newOp)) {
    const was = before.get(k);
    const label = `${where} ${p.in} parameter ${p.name}`;
    if (p.required && !was?.required) ctx.out.push(`${label}: now required`);
    if (was) compareSchema(ctx, 'request', label, '', was.schema, p.schema);
  }
}

/** The media types of a request body or response, resolved. */
function contentOf(doc: Doc, holder: unknown): Map<string, unknown> {
  const content = (resolve(doc, holder).content ?? {}) as Record<string, Schema>;
  return new Map(Object.entries(content).map(([type, media]) => [type, media.schema]));
}

function compareRequestBody(ctx: Ctx, where: string, oldOp: Schema, newOp: Schema) {
  if (!newOp.requestBody) return;
  const label = `${where} request body`;
  const newBody = resolve(ctx.new, newOp.requestBody);
  if (!oldOp.requestBody) {
    if (newBody.required) ctx.out.push(`${label}: now required`);
    return;
  }
  if (newBody.required && !resolve(ctx.old, oldOp.requestBody).required) ctx.out.push(`${label}: now required`);
  const now = contentOf(ctx.new, newBody);
  for (const [type, schema] of contentOf(ctx.old, oldOp.requestBody)) {
    if (!now.has(type)) ctx.out.push(`${label} ${type}: no longer accepted`);
    else compareSchema(ctx, 'request', mediaLabel(label, type), '', schema, now.get(type));
  }
}

function compareResponses(ctx: Ctx, where: string, oldOp: Schema, newOp: Schema) {
  const newResponses = (newOp.responses ?? {}) as Record<string, unknown>;
  for (const [status, oldResponse] of Object.entries((oldOp.responses ?? {}) as Record<string, unknown>)) {
    // Refusals are one shared envelope per status (components/responses); a client reads the successes' data.
    if (!/^2/.test(status)) continue;
    const label = `${where} response ${status}`;
    if (!newResponses[status]) {
      ctx.out.push(`${label}: removed`);
      continue;
    }
    const now = contentOf(ctx.new, newResponses[status]);
    for (const [type, schema] of contentOf(ctx.old, oldResponse)) {
      if (!now.has(type)) ctx.out.push(`${label} ${type}: removed`);
      else compareSchema(ctx, 'response', mediaLabel(label, type), '', schema, now.get(type));
    }
  }
}

type Direction = 'request' | 'response';
/** type -> the literal values allowed (enum/const), or 'any' for every value of that type. */
type Values = Map<string, Set<string> | 'any'>;

/** The alternatives of a schema (anyOf/oneOf flattened), references resolved. */
function alternatives(doc: Doc, schema: unknown): Schema[] {
  const s = resolve(doc, schema);
  const alts = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (!alts) return [s];
  return alts.flatMap((a) => alternatives(doc, a));
}

const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** What values a schema allows, by JSON type. A schema that names no type allows anything. */
function valuesOf(alts: Schema[]): Values {
  const values: Values = new Map();
  const add = (type: string, literal?: unknown) => {
    const have = values.get(type);
    if (literal === undefined) values.set(type, 'any');
    else if (have !== 'any') values.set(type, new Set([...(have ?? []), JSON.stringify(literal)]));
  };
  for (const alt of alts) {
    const literals = 'const' in alt ? [alt.const] : Array.isArray(alt.enum) ? alt.enum : undefined;
    let types = alt.type === undefined ? undefined : ([] as string[]).concat(alt.type as string | string[]);
    if (!types && literals) types = [...new Set(literals.map((l) => (l === null ? 'null' : typeof l)))];
    if (!types) types = alt.properties ? ['object'] : alt.items ? ['array'] : ALL_TYPES;
    for (const type of types) {
      if (!literals) add(type);
      else for (const l of literals.filter((v) => (v === null ? 'null' : typeof v) === (type === 'integer' ? 'number' : type))) add(type, l);
    }
  }
  return values;
}

/** What `inner` allows that `outer` does not (empty when outer covers inner): "null", "string", "\"draft\"". */
function notCovered(outer: Values, inner: Values): string[] {
  const missing: string[] = [];
  for (const [type, allowed] of inner) {
    const have = outer.get(type) ?? (type === 'integer' ? outer.get('number') : undefined);
    if (have === 'any') continue;
    if (!have || allowed === 'any') missing.push(have ? `any ${type}` : type);
    else for (const v of allowed) if (!have.has(v)) missing.push(v);
  }
  return missing;
}

const BOUNDS: [keyof Schema & string, 'min' | 'max'][] = [
  ['minLength', 'min'],
  ['maxLength', 'max'],
  ['minimum', 'min'],
  ['maximum', 'max'],
  ['exclusiveMinimum', 'min'],
  ['exclusiveMaximum', 'max'],
  ['minItems', 'min'],
  ['maxItems', 'max'],
];

/** A request limit that refuses what was accepted: a lower maximum, a higher minimum, or one that did not exist. */
function compareBounds(ctx: Ctx, label: string, before: Schema, after: Schema) {
  for (const [bound, kind] of BOUNDS) {
    const [was, now] = [before[bound], after[bound]];
    if (typeof now !== 'number') continue;
    const tighter = typeof was !== 'number' || (kind === 'max' ? now < was : now > was);
    if (tighter) ctx.out.push(`${label}: ${bound} ${typeof was === 'number' ? `${was} -> ` : 'added: '}${now}`);
  }
}

/** The one alternative of a kind (object, array) on each side, when there is exactly one. */
function single(alts: Schema[], kind: 'object' | 'array'): Schema | undefined {
  const matches = alts.filter((a) => ([] as unknown[]).concat(a.type).includes(kind) || (kind === 'object' ? a.properties : a.items));
  return matches.length === 1 ? matches[0] : undefined;
}

/** JSON, the usual case, goes unnamed in the messages. */
const mediaLabel = (label: string, type: string) => (type === 'application/json' ? label : `${label} ${type}`);

/** `label`: the operation and part (`GET /x response 200`); `path`: the field inside it (`data.items[].title`). */
function compareSchema(ctx: Ctx, direction: Direction, label: string, path: string, oldSchema: unknown, newSchema: unknown) {
  const at = path ? `${label} ${path}` : label;
  if (oldSchema && newSchema && typeof oldSchema === 'object' && typeof newSchema === 'object') {
    const pairs = ctx.seen.get(oldSchema) ?? new Set();
    if (pairs.has(newSchema)) return;
    ctx.seen.set(oldSchema, pairs.add(newSchema));
  }
  const [oldAlts, newAlts] = [alternatives(ctx.old, oldSchema), alternatives(ctx.new, newSchema)];
  const [oldValues, newValues] = [valuesOf(oldAlts), valuesOf(newAlts)];
  if (direction === 'request') {
    const refused = notCovered(newValues, oldValues);
    if (refused.length) ctx.out.push(`${at}: no longer accepts ${refused.join(', ')}`);
    const [oldOnly, newOnly] = [oldAlts.length === 1 ? oldAlts[0] : undefined, newAlts.length === 1 ? newAlts[0] : undefined];
    if (oldOnly && newOnly) compareBounds(ctx, at, oldOnly, newOnly);
  } else {
    const unseen = notCovered(oldValues, newValues);
    if (unseen.length) ctx.out.push(`${at}: may now be ${unseen.join(', ')}`);
    // A client may branch on each value it was told about (a status tab, a notification kind).
    for (const [type, allowed] of oldValues) {
      const now = newValues.get(type);
      if (allowed !== 'any' && now && now !== 'any') {
        const gone = [...allowed].filter((v) => !now.has(v));
        if (gone.length) ctx.out.push(`${at}: no longer sends ${gone.join(', ')}`);
      }
    }
  }
  const [oldObject, newObject] = [single(oldAlts, 'object'), single(newAlts, 'object')];
  if (oldObject && newObject) compareObject(ctx, direction, label, path, oldObject, newObject);
  const [oldArray, newArray] = [single(oldAlts, 'array'), single(newAlts, 'array')];
  if (oldArray?.items && newArray?.items) compareSchema(ctx, direction, label, `${path}[]`, oldArray.items, newArray.items);
}

function compareObject(ctx: Ctx, direction: Direction, label: string, path: string, before: Schema, after: Schema) {
  const [oldProps, newProps] = [(before.properties ?? {}) as Record<string, unknown>, (after.properties ?? {}) as Record<string, unknown>];
  const [oldRequired, newRequired] = [new Set((before.required ?? []) as string[]), new Set((after.required ?? []) as string[])];
  const child = (name: string) => (path ? `${path}.${name}` : name);
  const field = (name: string) => `${label} ${child(name)}`;
  if (direction === 'response') {
    for (const name of Object.keys(oldProps)) {
      if (!(name in newProps)) ctx.out.push(`${field(name)}: removed`);
      else if (oldRequired.has(name) && !newRequired.has(name)) ctx.out.push(`${field(name)}: may now be missing`);
    }
  } else {
    for (const name of newRequired) if (!oldRequired.has(name)) ctx.out.push(`${field(name)}: now required`);
    // A closed object refuses the fields it no longer lists; an open one (the default) ignores them.
    if (after.additionalProperties === false) for (const name of Object.keys(oldProps)) if (!(name in newProps)) ctx.out.push(`${field(name)}: no longer accepted`);
  }
  for (const name of Object.keys(oldProps)) if (name in newProps) compareSchema(ctx, direction, label, child(name), oldProps[name], newProps[name]);
  const [oldExtra, newExtra] = [before.additionalProperties, after.additionalProperties];
  if (oldExtra && newExtra && typeof oldExtra === 'object' && typeof newExtra === 'object') compareSchema(ctx, direction, label, child('*'), oldExtra, newExtra);
}

/** The declared, accepted breaks (server/openapi-breaking.json). */
export interface AcceptedBreaks {
  accepted: { change: string; reason: string }[];
}

/** The breaks nobody declared, and the declarations that match no break (left over, or mistyped). */
export function undeclared(changes: BreakingChange[], declared: AcceptedBreaks) {
  const accepted = new Set(declared.accepted.map((a) => a.change));
  const found = new Set(changes.map((c) => c.change));
  return {
    breaking: changes.filter((c) => !accepted.has(c.change)),
    stale: declared.accepted.filter((a) => !found.has(a.change)).map((a) => a.change),
    unexplained: declared.accepted.filter((a) => typeof a.reason !== 'string' || !a.reason.trim()).map((a) => a.change),
  };
}
