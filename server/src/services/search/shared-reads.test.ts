import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedReads } from './shared-reads.js';

test('the first call reads at once; calls made meanwhile share the next read, each getting its own answer', async () => {
  const reads: string[][] = [];
  let release!: () => void;
  const first = new Promise<void>((r) => (release = r));
  const double = sharedReads<string, string>(async (_key, inputs) => {
    reads.push(inputs);
    if (reads.length === 1) await first;
    return inputs.map((x) => x + x);
  });
  const a = double('k', 'a');
  const rest = ['b', 'c', 'd'].map((x) => double('k', x));
  const other = double('other key', 'e');
  release();
  assert.deepEqual(await Promise.all([a, ...rest, other]), ['aa', 'bb', 'cc', 'dd', 'ee']);
  assert.deepEqual(reads, [['a'], ['e'], ['b', 'c', 'd']]);
});

test('a failed read fails the calls it answered, and the next calls read again', async () => {
  let fail = true;
  const read = sharedReads<number, number>(async (_key, inputs) => {
    if (fail) throw new Error('gone');
    return inputs.map((x) => x + 1);
  });
  await assert.rejects(read('k', 1), /gone/);
  fail = false;
  assert.equal(await read('k', 1), 2);
});
