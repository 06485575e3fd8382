import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ceilingOf, embeddedVsPostgres, pingRange, printTable, shareOfCeiling, type CaseResult } from './table.js';

const row = (rps: number, pingBefore: number, pingAfter: number): CaseResult => ({ rps, p50: 1, p99: 3, bad: 0, pingBefore, pingAfter });

describe('bench table: each case against its own ceiling', () => {
  it('takes the mean of the hello route before and after the case as its ceiling', () => {
    assert.equal(ceilingOf(row(0, 20_000, 10_000)), 15_000);
    assert.equal(shareOfCeiling(row(7_500, 20_000, 10_000)), 0.5);
  });

  it('keeps a case under 100% when the machine got quieter after the first ceiling', () => {
    // The hello route did 8,000 req/s at the start (busy machine) and 20,000 around a case run later on a quiet one:
    // against the start, the case's 12,000 req/s would read 150%; against its own moment, 60%.
    const busyThenQuiet = row(12_000, 20_000, 20_000);
    assert.equal(shareOfCeiling(busyThenQuiet), 0.6);
  });

  it('compares the engines per ceiling, not by raw req/s taken minutes apart', () => {
    // Same share of each engine's own ceiling: 100%, though the raw req/s differ twofold.
    assert.equal(embeddedVsPostgres(row(5_000, 10_000, 10_000), row(10_000, 20_000, 20_000)), 1);
    assert.equal(embeddedVsPostgres(row(4_000, 10_000, 10_000), row(5_000, 10_000, 10_000)), 0.8);
  });

  it('reports the range the hello route moved over a run', () => {
    assert.deepEqual(pingRange([row(1, 12_000, 9_000), row(1, 9_000, 15_000)]), { min: 9_000, max: 15_000 });
    assert.equal(pingRange([]), null);
  });

  it('prints req/s, p50, p99, the own ceiling and the share for every case', () => {
    const lines: string[] = [];
    const results = new Map([
      ['embedded' as const, new Map([['list', { ...row(6_000, 10_000, 14_000), p50: 2.4, p99: 7.25 }]])],
      ['postgres' as const, new Map([['list', row(9_000, 18_000, 18_000)]])],
    ]);
    printTable(['embedded', 'postgres'], ['list'], results, (l) => lines.push(l));
    assert.equal(lines.length, 3);
    assert.match(lines[1]!, /hello route \(ceiling\) range\s+10000-14000\s+18000-18000/);
    const cells = lines[2]!.trim().split(/\s+/);
    // case, then per engine req/s p50 p99 ceiling share errs, then emb/pg.
    assert.deepEqual(cells, ['list', '6000', '2.4', '7.3', '12000', '50.0%', '0', '9000', '1.0', '3.0', '18000', '50.0%', '0', '100.0%']);
  });
});
