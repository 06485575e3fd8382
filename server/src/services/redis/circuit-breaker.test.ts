import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CircuitBreaker, CircuitOpenError, type BreakerState } from './circuit-breaker.js';

const fail = () => Promise.reject(new Error('down'));
const succeed = () => Promise.resolve('ok');

function breaker() {
  let now = 0;
  const changes: BreakerState[] = [];
  const b = new CircuitBreaker({ what: 'Redis', failureThreshold: 3, openMs: 1_000, now: () => now, onChange: (s) => changes.push(s) });
  return { b, changes, advance: (ms: number) => (now += ms) };
}

describe('circuit breaker', () => {
  it('opens after the threshold of failures in a row, then refuses without calling', async () => {
    const { b, changes } = breaker();
    for (let i = 0; i < 3; i++) await assert.rejects(b.run(fail), /down/);
    assert.equal(b.state, 'open');
    let called = false;
    await assert.rejects(
      b.run(async () => (called = true)),
      CircuitOpenError,
    );
    assert.equal(called, false);
    assert.deepEqual(changes, ['open']);
  });

  it('a success in between resets the count', async () => {
    const { b } = breaker();
    await assert.rejects(b.run(fail));
    await assert.rejects(b.run(fail));
    await b.run(succeed);
    await assert.rejects(b.run(fail));
    assert.equal(b.state, 'closed');
  });

  it('lets one probe through after openMs: its success closes, its failure opens again', async () => {
    const { b, changes, advance } = breaker();
    b.trip();
    advance(999);
    await assert.rejects(b.run(succeed), CircuitOpenError);
    advance(1);
    let release!: () => void;
    const probe = b.run(() => new Promise<string>((r) => (release = () => r('ok'))));
    await assert.rejects(b.run(succeed), CircuitOpenError, 'only one probe at a time');
    release();
    assert.equal(await probe, 'ok');
    assert.equal(b.state, 'closed');
    b.trip();
    advance(1_000);
    await assert.rejects(b.run(fail), /down/);
    assert.equal(b.state, 'open');
    await assert.rejects(b.run(succeed), CircuitOpenError, 'a failed probe waits openMs again');
    assert.deepEqual(changes, ['open', 'half-open', 'closed', 'open', 'half-open', 'open']);
  });

  it('probeNow (the connection is back) makes the next call a probe at once', async () => {
    const { b } = breaker();
    b.trip();
    b.probeNow();
    await b.run(succeed);
    assert.equal(b.state, 'closed');
  });
});
