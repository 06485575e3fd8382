import type { ForeignKey } from './schema-catalog.js';

export interface LoadPlan {
  /** Referenced tables before the tables that reference them. */
  order: string[];
  /**
   * Foreign keys that no table order can satisfy row by row: a table referencing itself (a tag's synonym points at
   * its main tag, in any row order) and keys on a cycle between tables. The restore drops them while loading and
   * adds them again afterwards, which checks every row at once.
   */
  deferred: ForeignKey[];
}

/**
 * Orders `tables` for loading so every foreign key points at rows already loaded (Kahn's algorithm, alphabetical
 * among equals so a plan is the same every time). A cycle is broken at its alphabetically first table, by deferring
 * that table's keys into the rest of the cycle.
 */
export function planLoadOrder(tables: string[], foreignKeys: ForeignKey[]): LoadPlan {
  const known = new Set(tables);
  const deferred: ForeignKey[] = [];
  // Keys to tables outside the set (another schema) cannot be ordered here and already hold.
  const edges = foreignKeys.filter((fk) => known.has(fk.table) && known.has(fk.references));
  const waiting = new Map<string, ForeignKey[]>(tables.map((t) => [t, []]));
  for (const fk of edges) {
    if (fk.table === fk.references) deferred.push(fk);
    else waiting.get(fk.table)!.push(fk);
  }

  const order: string[] = [];
  const remaining = new Set([...tables].sort());
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) => waiting.get(t)!.every((fk) => !remaining.has(fk.references)));
    if (ready.length > 0) {
      for (const t of ready) remaining.delete(t);
      order.push(...ready);
      continue;
    }
    const [breakAt] = remaining;
    const cut = waiting.get(breakAt!)!.filter((fk) => remaining.has(fk.references));
    deferred.push(...cut);
    waiting.set(breakAt!, waiting.get(breakAt!)!.filter((fk) => !cut.includes(fk)));
  }
  return { order, deferred };
}
