// pnpm ledger:check: verifies the points ledger's invariant (see services/points/ledger-check.ts) on the site's
// database (DATA_DIR / DATABASE_URL like the server; the embedded database must not be in use: stop the site first).
// Exits 1 and prints every difference when something is off.
import { readEnv } from '../config/env.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { SiteState } from '../state/site-state.js';
import { cliFail } from './cli-support.js';

const state = new SiteState(readEnv());
try {
  await state.boot();
  if (!(await state.refreshInstalled(true))) throw new Error('The site is not installed: there is no ledger to check yet.');
  const result = await checkLedger(state.db);
  console.log(`[ledger:check] ${result.entries} entries, ${result.postings} postings, all balances sum to ${result.total}`);
  for (const line of result.problems) console.log(`[ledger:check] DIFFERENCE ${line}`);
  if (result.problems.length > 0) {
    console.log(`[ledger:check] ${result.problems.length} difference(s): the ledger does not balance`);
    process.exitCode = 1;
  } else {
    console.log('[ledger:check] ok: every balance equals the sum of its postings');
  }
} catch (err) {
  cliFail('ledger:check', err);
} finally {
  await state.close();
}
