// Every contract endpoint, as an anonymous visitor, a member and the admin, with valid and hostile input generated
// from its zod schema (test-support/fuzz). Whatever arrives, a visitor must get an answer they can act on, in time:
// never a 5xx or a hang, never a stack trace, an error message or SQL, and every error in the Answer envelope. A
// failure lists each case with what was sent and what the server logged; FUZZ_SEED=<the printed seed> replays the
// run (a fixed seed by default; FUZZ_SEED=random explores a fresh one), FUZZ_REQUESTS=<n> scales its budget (about 2 000 by default), FUZZ_TRACE=1 prints every request.
//
// Install POSTs are sent too, but on an installed site they stop at the install gate (400 already installed): the
// wizard's handlers run only before install, on a database being created, and are not fuzzed here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type EndpointName } from '@site/shared/contract';
import { truncate, type FuzzCase, type Role } from '../test-support/fuzz/fuzz-request.js';
import { describeOutcome, send, type Outcome } from '../test-support/fuzz/fuzz-runner.js';
import { buildWorld, RESTORED_SETTINGS, settingsKeeper, type FuzzWorld } from '../test-support/fuzz/fuzz-world.js';
import { casesFor, planFor, type EndpointPlan } from '../test-support/fuzz/fuzz-plan.js';
import { createRng, seedFromEnv } from '../test-support/fuzz/prng.js';
import { createTestApp, engine, type TestApp } from '../test-support/test-app.js';

const SEED = seedFromEnv();
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 2000);
const ROLES: Role[] = ['anonymous', 'member', 'admin'];
/** Mutations for a role the valid request already showed the door to (401/403): the door is all they test. */
const LOCKED_EXTRA = 2;
/** Read after every successful settings change, as the visitors it affects. */
const CANARIES: Array<[EndpointName, Role, ((w: FuzzWorld) => string)?]> = [
  ['getSiteInfo', 'anonymous'],
  ['getQuestionPage', 'anonymous'],
  ['getQuestionInfo', 'member', (w) => `id=${w.rows.questions[0]}`],
  ['getUserInfo', 'member'],
];

// Deletions run last so the rows they remove are there for every other endpoint first. Nothing else is skipped:
// logout gets a fresh session per call (the shared tokens survive), install POSTs are refused on an installed
// site, and admin settings a request changed are put back at once (see settingsKeeper).
const NAMES = (Object.keys(endpoints) as EndpointName[]).sort(
  (a, b) => Number(endpoints[a].method === 'DELETE') - Number(endpoints[b].method === 'DELETE'),
);

describe(`contract fuzz (${engine}, seed ${SEED})`, () => {
  let t: TestApp;
  let world: FuzzWorld;
  let restore: (name: EndpointName) => Promise<void>;
  before(async () => {
    console.log(`[contract fuzz] seed ${SEED}: FUZZ_SEED=${SEED} replays this run; budget ${BUDGET} requests`);
    t = await createTestApp({ installed: true });
    world = await buildWorld(t);
    restore = await settingsKeeper(t, world.tokens.admin!);
  });
  after(() => t?.close());

  // Each request has its own hang guard (send): the whole run's limit only stops a runner gone wrong, so it leaves
  // room for a busy 2-core machine (about 2 min alone, over 4 min beside the other suites).
  it('no request answers 5xx or shows internals, and every error is the envelope', { timeout: Math.max(600_000, BUDGET * 500) }, async (ctx) => {
    const started = Date.now();
    const rng = createRng(SEED);
    const ipRng = rng.fork('remote-address');
    const failures: Outcome[] = [];
    const perRole: Record<Role, number> = { anonymous: 0, member: 0, admin: 0 };
    const statuses = new Map<number, number>();
    let slowest: { ms: number; what: string } | undefined;

    const run = async (c: FuzzCase): Promise<number> => {
      const token = c.endpoint === 'logout' ? await world.freshToken(c.role) : world.tokens[c.role];
      // A few addresses per role: rate limits are reached now and then, not on every request.
      const ip = `10.${ROLES.indexOf(c.role)}.0.${ipRng.int(1, 6)}`;
      const o = await send(t, c, token, ip);
      if (process.env.FUZZ_TRACE) console.log(`[fuzz] ${o.ms} ms ${o.status} ${c.endpoint} ${c.role} ${c.mutation} ${o.body.slice(0, 160)}`);
      if (!slowest || o.ms > slowest.ms) slowest = { ms: o.ms, what: `${c.method} ${c.path} as ${c.role}: ${c.mutation}` };
      perRole[c.role]++;
      statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
      if (o.problems.length > 0) failures.push({ ...o, body: o.body.slice(0, 400) });
      if (o.status >= 200 && o.status < 300) {
        if (RESTORED_SETTINGS[c.endpoint as EndpointName]) {
          // Whatever a setting was set to, the site must still answer with it before it is put back.
          for (const [name, role, query] of CANARIES) {
            const { method, path } = endpoints[name];
            const mutation = `just after ${c.endpoint} ${c.mutation}: ${truncate(String(c.body), 200)}`;
            await run({ endpoint: name, method, path, role, mutation, query: query?.(world) });
          }
        }
        await restore(c.endpoint as EndpointName);
        world.remember(c.endpoint, dataOf(o.body));
      }
      return o.status;
    };

    // Probe: the valid sample of every endpoint for every role; the answer says how much fuzzing the pair is worth.
    const plans = NAMES.map(planFor);
    const locked = new Set<string>();
    for (const plan of plans) {
      for (const role of ROLES) {
        const [probe] = casesFor(plan, role, rng.fork(`${plan.name}/${role}/probe`), world, 1);
        const status = await run(probe!);
        if (status === 401 || status === 403) locked.add(`${plan.name}/${role}`);
      }
    }

    const shares = budgetShares(plans, locked, Math.max(0, BUDGET - plans.length * ROLES.length));
    for (const plan of plans) {
      for (const role of ROLES) {
        const n = shares.get(`${plan.name}/${role}`) ?? 0;
        for (const c of casesFor(plan, role, rng.fork(`${plan.name}/${role}`), world, n, true)) await run(c);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ');
    const summary = `${engine}: ${seconds} s, per role ${JSON.stringify(perRole)}, statuses ${byStatus}, slowest ${slowest?.ms} ms (${slowest?.what})`;
    ctx.diagnostic(`seed ${SEED}; ${summary}`);
    console.log(`[contract fuzz] ${summary}`);

    // The roles must have stayed logged in, or most of the run tested the login door only.
    for (const role of ['member', 'admin'] as const) {
      const res = await t.inject({ url: endpoints.getUserInfo.path, headers: { authorization: world.tokens[role]! } });
      assert.ok(res.json().data?.id, `the ${role}'s session did not survive the run: the fuzz must not aim at its own roles`);
    }
    // Prototype keys in bodies and queries must not have reached Object.prototype of the server's process.
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype was polluted by a request');
    const shown = failures.slice(0, 60).map(describeOutcome).join('\n\n');
    const more = failures.length > 60 ? `\n\n... and ${failures.length - 60} more` : '';
    assert.equal(failures.length, 0, `${failures.length} fuzz failures (replay: FUZZ_SEED=${SEED}):\n\n${shown}${more}`);
  });
});

/** Requests per endpoint and role: locked pairs get LOCKED_EXTRA, the rest of the budget goes by endpoint weight. */
function budgetShares(plans: EndpointPlan[], locked: Set<string>, budget: number): Map<string, number> {
  const shares = new Map<string, number>();
  const open: Array<[string, number]> = [];
  let left = budget;
  for (const plan of plans) {
    for (const role of ROLES) {
      const key = `${plan.name}/${role}`;
      if (locked.has(key)) {
        shares.set(key, Math.min(LOCKED_EXTRA, left));
        left -= shares.get(key)!;
      } else open.push([key, plan.weight]);
    }
  }
  const total = open.reduce((s, [, w]) => s + w, 0);
  let given = 0;
  for (const [key, w] of open) {
    const n = Math.floor((left * w) / total);
    shares.set(key, n);
    given += n;
  }
  // What rounding left over goes one by one to the first open pairs.
  for (let i = 0; given < left && open.length > 0; i = (i + 1) % open.length, given++) shares.set(open[i]![0], shares.get(open[i]![0])! + 1);
  return shares;
}

/** The envelope's data of a success answer (undefined when it is not JSON). */
function dataOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}
