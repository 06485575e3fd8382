// JSON text for fuzz bodies. JSON.stringify cannot write what a hostile client sends (1e999, duplicate keys), so
// values may hold Raw pieces that are copied into the text as they are.

/** A piece of JSON text written verbatim. */
export class Raw {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  // Object.entries keeps an own `__proto__` key (made with JSON.parse), which a prototype-pollution probe needs.
  const parts = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
  return `{${parts.join(',')}}`;
}

/** A deep copy of a JSON-like value (Raw pieces are shared, they never change). */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Raw) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: cloneJson(v), enumerable: true, writable: true, configurable: true });
  return out as T;
}

/** A copy of `root` with `value` at `path` (missing objects on the way are made; undefined deletes the key). */
export function withValue(root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = root !== null && typeof root === 'object' && !(root instanceof Raw) ? cloneJson(root) : {};
  let cur = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = cur[key];
    if (next === null || typeof next !== 'object' || next instanceof Raw) cur[key] = typeof key === 'number' ? [] : {};
    cur = cur[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return copy;
}

/** A value wrapped `depth` times in `{ key: ... }`. */
export function nested(depth: number, inner: unknown, key = 'a'): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
}
