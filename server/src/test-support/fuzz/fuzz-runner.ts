// Sends fuzz cases one at a time and keeps what a failure report needs: the case, the answer, and the server's
// own error log lines written while it was handled (the root cause, which the client never sees).
import { endpoints, type AnyEndpoint } from '@site/shared/contract';
import type { TestApp } from '../test-app.js';
import { describeCase, injectOptions, truncate, type FuzzCase } from './fuzz-request.js';
import { responseProblems } from './response-checks.js';

/**
 * A request that has not answered by then counts as a failure: a hang is as bad as a 500 for the visitor. The
 * elapsed time is checked too, because work that blocks the event loop delays the timer as much as the answer.
 */
const ANSWER_WITHIN_MS = 15_000;

export interface Outcome {
  c: FuzzCase;
  status: number;
  ms: number;
  problems: string[];
  body: string;
  serverErrors: string[];
}

/** How long an open-ended stream (a GET that stays open, as the live notification badge) runs before it is ended. */
const OPEN_STREAM_MS = 300;

export async function send(t: TestApp, c: FuzzCase, token: string | null, remoteAddress: string): Promise<Outcome> {
  const logStart = t.logs.length;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
  // inject answers once the response ends, which such a stream never does by itself: the server ends it.
  const entry = (endpoints as Record<string, AnyEndpoint>)[c.endpoint];
  const ender = entry?.stream && entry.method === 'GET' ? setTimeout(() => t.app.endMemberStreams(), OPEN_STREAM_MS) : undefined;
  const res = await Promise.race([t.inject(injectOptions(c, token, remoteAddress)), timeout]).finally(() => {
    clearTimeout(timer);
    clearTimeout(ender);
  });
  const ms = Math.round(performance.now() - started);
  const serverErrors = t.logs.slice(logStart).filter((line) => /"level":(50|60)/.test(line));
  const late = ms > ANSWER_WITHIN_MS ? [`answered after ${(ms / 1000).toFixed(1)} s`] : [];
  if (!res) return { c, status: 0, ms, problems: [`no answer within ${ANSWER_WITHIN_MS / 1000} s`], body: '', serverErrors };
  const contentType = res.headers['content-type'];
  const problems = responseProblems(res.statusCode, typeof contentType === 'string' ? contentType : undefined, res.body);
  return { c, status: res.statusCode, ms, problems: [...problems, ...late], body: res.body, serverErrors };
}

/** A failure as the test prints it: how to send the request again, what came back, and what the server logged. */
export function describeOutcome(o: Outcome): string {
  const lines = [describeCase(o.c), `  -> ${o.status} in ${o.ms} ms: ${o.problems.join('; ')}`, `  response: ${truncate(o.body)}`];
  for (const line of o.serverErrors.slice(0, 2)) lines.push(`  server log: ${truncate(line, 600)}`);
  return lines.join('\n');
}
