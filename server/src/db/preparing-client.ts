import { createHash } from 'node:crypto';
import pg from 'pg';

const MAX_PER_CONNECTION = 500;

// One read statement: a parameterless SELECT (or WITH ... SELECT) with no ';' anywhere, as the query builder writes
// them when every value is a literal (a list page: see questions-repo). Scripts and DDL never match.
const SINGLE_SELECT = /^\s*(select|with)\b[^;]*$/i;

/**
 * A pg.Client that names (prepares) every parameterised statement, so the server plans each distinct SQL text
 * once per connection. Planning the decorated list query cost ~10 ms against ~2 ms of execution on PGlite.
 * A single SELECT without parameters is prepared too: its one plan is kept and reused as is. Other statements
 * without parameters (migrations, multi-statement scripts) keep the simple protocol.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [text, values] = args;
    const preparable = Array.isArray(values) && (values.length > 0 || (typeof text === 'string' && SINGLE_SELECT.test(text)));
    if (typeof text === 'string' && preparable && typeof args[2] !== 'function') {
      const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
      if (this.prepared.has(name) || this.prepared.size < MAX_PER_CONNECTION) {
        this.prepared.add(name);
        return (super.query as (...a: unknown[]) => never)({ name, text, values });
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
