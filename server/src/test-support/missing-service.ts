/**
 * A service a test needs (PostgreSQL, Redis, nginx) is not there. On a developer's machine the test is skipped with
 * a loud warning; under CI (CI=true) it is an error: a green run must never hide a pass that did not run.
 */
export function missingService(what: string, problem: string): void {
  const message = `${what} is not available (${problem})`;
  if (process.env.CI === 'true') throw new Error(`${message}: CI must run these tests; start it (see .ci/run)`);
  console.warn(`\n!!! SKIPPING ${what} tests: ${problem}. Start it to run them.\n`);
}
