// A small seeded PRNG: the same seed gives the same requests, so a failing fuzz run can be replayed exactly.

/** Random choices drawn from one seed (sfc32). */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new generator whose stream depends on this seed and `label` only (not on how much was drawn before). */
  fork(label: string): Rng;
}

/** 32-bit FNV-1a of a string: turns labels into seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 0xb7e15162;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still resemble the seed.
  for (let i = 0; i < 16; i++) next();
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    fork: (label) => createRng(hash32(`${seed}:${label}`)),
  };
  return rng;
}

/**
 * The run's seed: FUZZ_SEED when set (a number replays a run; `random` explores a fresh one, printed), else a fixed
 * one, so that the suite and CI give the same verdict on the same code: a failure is then always the change's, and
 * exploring new seeds is a deliberate run.
 */
export const DEFAULT_FUZZ_SEED = 20_261_124;
export function seedFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED?.trim();
  if (!given) return DEFAULT_FUZZ_SEED;
  if (given !== 'random') {
    const n = Number(given);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`FUZZ_SEED must be a non-negative integer, got ${given}`);
    return n >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
