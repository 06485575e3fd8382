import type { Engine } from './engine.js';

export interface Row {
  name: string;
  rps: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
}

const pct = (x: number, of: number) => `${((x / (of || 1)) * 100).toFixed(1)}%`;

/** One line per case: req/s, p99 and share of the ceiling per engine, then embedded as a share of PostgreSQL. */
export function printTable(ceiling: Row, engines: Engine[], names: string[], results: Map<Engine, Map<string, Omit<Row, 'name'>>>) {
  const both = engines.length === 2;
  const head = ['case'.padEnd(30)];
  for (const e of engines) head.push(`${`${e} req/s`.padStart(16)} ${'p99 ms'.padStart(8)} ${'vs ceil'.padStart(8)} ${'errs'.padStart(5)}`);
  if (both) head.push('emb/pg'.padStart(7));
  console.log(head.join(' '));
  console.log(`${'ping (ceiling)'.padEnd(30)} ${Math.round(ceiling.rps).toString().padStart(16)} ${ceiling.p99.toFixed(1).padStart(8)} ${'100%'.padStart(8)} ${String(ceiling.bad).padStart(5)}`);
  for (const name of names) {
    const line = [name.padEnd(30)];
    for (const e of engines) {
      const r = results.get(e)?.get(name);
      line.push(
        r
          ? `${Math.round(r.rps).toString().padStart(16)} ${r.p99.toFixed(1).padStart(8)} ${pct(r.rps, ceiling.rps).padStart(8)} ${String(r.bad).padStart(5)}`
          : '-'.padStart(40),
      );
    }
    if (both) {
      const emb = results.get('embedded')?.get(name);
      const pgr = results.get('postgres')?.get(name);
      line.push((emb && pgr ? pct(emb.rps, pgr.rps) : '-').padStart(7));
    }
    console.log(line.join(' '));
  }
}
