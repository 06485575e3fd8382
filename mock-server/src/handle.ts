import { http, type HttpHandler } from 'msw';
import type { AnyEndpoint, BodyOf, LoggedUser, QueryOf } from '@site/shared/contract';
import { accessRefusal } from '@site/shared/policies';
import type { z } from 'zod';
import { errorResponses, ok, readJson } from './envelope.js';
import { anyOrigin } from './handlers/paths.js';
import { actorOf, userFromRequest } from './state.js';

/** What a mock resolver receives: the input already parsed by the contract, and the caller. */
export interface MockCall<E extends AnyEndpoint> {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The fixture user of the request's token; never null when the endpoint needs a login. */
  user: E['access'] extends 'anyone' ? LoggedUser | null : LoggedUser;
}

/** What a resolver answers: the envelope's data (checked against the response schema), or a whole response. */
type Answer<E extends AnyEndpoint> = z.input<E['response']> | Response;

const HTTP = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** Thrown when a mock answers outside the contract: the fixture is wrong, and the test must not pass on it. */
export class MockContractError extends Error {
  constructor(endpoint: AnyEndpoint, issues: string) {
    super(`mock ${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
    this.name = 'MockContractError';
  }
}

/**
 * The mock of one contract endpoint, driven by its entry as the server's route helper is: method and path, then the
 * access group (the shared `accessRefusal`, answered with the server's envelopes), then the query and body parsed
 * with the contract's schemas (a failure is the server's 400 field-error envelope). The resolver only serves
 * fixtures and records changes; what it answers is checked against the response schema. Refusals that depend on the
 * server's data (a taken name, a tag still in use) are not decided here: a test that needs one overrides the
 * endpoint with `cannedAnswer`.
 */
export function handle<E extends AnyEndpoint>(endpoint: E, resolver: (call: MockCall<E>) => Answer<E> | Promise<Answer<E>>): HttpHandler {
  return HTTP[endpoint.method](anyOrigin(endpoint.path), async ({ request, params }) => {
    const user = userFromRequest(request);
    const refusal = accessRefusal(actorOf(user), endpoint.access);
    if (refusal) return errorResponses.refused(refusal);
    let query: unknown;
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
      query = parsed.data;
    }
    let body: unknown;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(await readJson(request));
      if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
      body = parsed.data;
    }
    const answer = await resolver({ request, params, query, body, user } as MockCall<E>);
    if (answer instanceof Response) return answer;
    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) {
      throw new MockContractError(endpoint, checked.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; '));
    }
    return ok(answer);
  });
}

/**
 * A test's override of one endpoint with a fixed answer (a canned error, or data), e.g.
 * `server.use(cannedAnswer(endpoints.deleteTag, () => errorResponses.toast('error.tag.cannot_delete')))`.
 * A function, because a response body can be read only once.
 */
export function cannedAnswer(endpoint: AnyEndpoint, answer: (request: Request) => Response | Promise<Response>): HttpHandler {
  return HTTP[endpoint.method](anyOrigin(endpoint.path), ({ request }) => answer(request));
}
