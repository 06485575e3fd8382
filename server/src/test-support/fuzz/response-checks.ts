// What every fuzz response must respect: no 5xx, the Answer envelope on every non-2xx answer, and no internals
// (stack frames, error messages, SQL, database error text) anywhere a client can read them.
import { en_US } from '@site/shared/locales';

const REASONS = new Set(Object.keys(en_US));

/** Internals that must never reach a client, whatever the status. */
const ALWAYS_LEAKS: Array<[RegExp, string]> = [
  [/(?:\n|\\n)\s+at \S|\bat (?:async )?\S+ \((?:file:|node:|\/)[^)]*:\d+:\d+\)|\bat (?:file:|node:|\/)\S*:\d+:\d+/, 'a stack frame'],
  [/\b[A-Z]\w*Error: /, 'an error message'],
  [/\bError: /, 'an error message'],
  [/node_modules\/|\/src\/[\w/.-]+\.ts\b/, 'a source path'],
  [
    /syntax error at or near|invalid input syntax for|out of range for type|violates (?:unique|foreign key|not-null|check) constraint|duplicate key value|current transaction is aborted|relation "\w+" does not exist|column "\w+"/i,
    'database error text',
  ],
];

/** SQL statements: in an error answer they are internals; a 2xx may echo what a member wrote, so it is not checked. */
const SQL_STATEMENT = /\b(?:SELECT\b[\s\S]{1,200}\bFROM|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/i;

/** Problems with one response (empty when it is fine). */
export function responseProblems(status: number, contentType: string | undefined, body: string): string[] {
  const problems: string[] = [];
  // Maintenance mode's 503 is the designed answer while the admin has it on (the canaries read just after the switch).
  const maintenance = status === 503 && body.includes('"reason":"error.site.maintenance"');
  if (status >= 500 && !maintenance) problems.push(`status ${status}`);
  for (const [re, what] of ALWAYS_LEAKS) if (re.test(body)) problems.push(`leaks ${what}: ${re.exec(body)![0].slice(0, 80)}`);
  if (status >= 200 && status < 300) return problems;
  if (SQL_STATEMENT.test(body)) problems.push(`leaks SQL: ${SQL_STATEMENT.exec(body)![0].slice(0, 80)}`);
  if (!contentType?.startsWith('application/json')) problems.push(`not JSON (content-type ${contentType ?? 'none'})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...problems, 'body is not the envelope (not JSON)'];
  }
  const e = parsed as Record<string, unknown> | null;
  if (!e || typeof e !== 'object' || Array.isArray(e)) return [...problems, 'body is not the envelope (not an object)'];
  if (e.code !== status) problems.push(`envelope code ${JSON.stringify(e.code)} is not the status ${status}`);
  if (typeof e.reason !== 'string' || !REASONS.has(e.reason)) problems.push(`envelope reason ${JSON.stringify(e.reason)} is not a catalogue key`);
  if (typeof e.msg !== 'string') problems.push('envelope msg is not a string');
  if (!('data' in e)) problems.push('envelope has no data');
  return problems;
}
