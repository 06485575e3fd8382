import type { InitProgress } from '@site/shared/contract';
import type { TestApp } from './test-app.js';

/** Polls GET installation/init/status as the wizard does until the initialisation stops running (starting PGlite
 * on a loaded 2-core machine can take a minute: the bound only catches a run that never ends). */
export async function waitForInit(t: Pick<TestApp, 'inject'>, timeoutMs = 180_000): Promise<InitProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = (await t.inject({ url: '/installation/init/status' })).json().data as InitProgress;
    if (progress.state !== 'running') return progress;
    if (Date.now() > deadline) throw new Error(`init still running after ${timeoutMs} ms: ${JSON.stringify(progress)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
