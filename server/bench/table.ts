import type { Engine } from './engine.js';

/** What one autocannon run measured. */
export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
}

/**
 * One case on one engine, with its own ceiling: the hello route's req/s measured just before and just after the case
 * on the same server. A machine whose load changes during a run (other builds, tests) moves the ceiling with it, so a
 * case compared with a ceiling taken minutes earlier can read above 100%; compared with the hello route of its own
 * moment, the share holds.
 */
export interface CaseResult extends Measured {
  /** The hello route's req/s right before the case. */
  pingBefore: number;
  /** The hello route's req/s right after the case. */
  pingAfter: number;
}

/** A case's ceiling: the mean of the hello route's req/s before and after it. */
export const ceilingOf = (r: Pick<CaseResult, 'pingBefore' | 'pingAfter'>) => (r.pingBefore + r.pingAfter) / 2;

/** A case's req/s as a share of its own ceiling (0.5 = half). */
export const shareOfCeiling = (r: CaseResult) => r.rps / (ceilingOf(r) || 1);

/**
 * Embedded as a share of PostgreSQL, each engine's case taken against its own ceiling: the two engines run minutes
 * apart, so their raw req/s also differ by whatever the machine was doing meanwhile.
 */
export const embeddedVsPostgres = (emb: CaseResult, pg: CaseResult) => shareOfCeiling(emb) / (shareOfCeiling(pg) || 1);

/** How far the hello route moved over one engine's run: its lowest and highest req/s (the spread of the noise). */
export function pingRange(rows: Iterable<CaseResult>): { min: number; max: number } | null {
  const pings = [...rows].flatMap((r) => [r.pingBefore, r.pingAfter]);
  return pings.length ? { min: Math.min(...pings), max: Math.max(...pings) } : null;
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const num = (x: number, width: number) => Math.round(x).toString().padStart(width);
const ms = (x: number) => x.toFixed(1).padStart(7);

const ENGINE_HEAD = (e: Engine) =>
  `${`${e} req/s`.padStart(16)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ceiling'.padStart(8)} ${'vs ceil'.padStart(8)} ${'errs'.padStart(5)}`;
const ENGINE_WIDTH = ENGINE_HEAD('embedded').length;

/**
 * One line per case and engine: req/s, p50 and p99 latency, the case's own ceiling (the hello route's req/s around
 * it) and the case's share of it, errors; then embedded as a share of PostgreSQL (per ceiling). The first line gives
 * the range the hello route moved over the run.
 */
export function printTable(engines: Engine[], names: string[], results: Map<Engine, Map<string, CaseResult>>, log: (line: string) => void = console.log) {
  const both = engines.length === 2;
  const head = ['case'.padEnd(30), ...engines.map(ENGINE_HEAD)];
  if (both) head.push('emb/pg'.padStart(7));
  log(head.join(' '));
  const ping = ['hello route (ceiling) range'.padEnd(30)];
  for (const e of engines) {
    const range = pingRange(results.get(e)?.values() ?? []);
    ping.push((range ? `${Math.round(range.min)}-${Math.round(range.max)}` : '-').padStart(16).padEnd(ENGINE_WIDTH));
  }
  log(ping.join(' ').trimEnd());
  for (const name of names) {
    const line = [name.padEnd(30)];
    for (const e of engines) {
      const r = results.get(e)?.get(name);
      line.push(
        r
          ? `${num(r.rps, 16)} ${ms(r.p50)} ${ms(r.p99)} ${num(ceilingOf(r), 8)} ${pct(shareOfCeiling(r)).padStart(8)} ${String(r.bad).padStart(5)}`
          : '-'.padStart(ENGINE_WIDTH),
      );
    }
    if (both) {
      const emb = results.get('embedded')?.get(name);
      const pgr = results.get('postgres')?.get(name);
      line.push((emb && pgr ? pct(embeddedVsPostgres(emb, pgr)) : '-').padStart(7));
    }
    log(line.join(' '));
  }
}
