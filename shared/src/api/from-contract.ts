// Builds an RTK Query endpoint's request from its contract entry, so the api slice never retypes a method, a path
// or an argument shape: they change in one place (shared/src/contract) and every caller follows.
import type { z } from 'zod';
import type { AnyEndpoint, DataOf } from '../contract/index.js';
import type { ApiArgs, RequestPolicy } from './types.js';

// `query?: S` reads as `S | undefined`; the brackets keep the conditionals from distributing over that undefined.
type InputOf<S> = [NonNullable<S>] extends [never] ? never : NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : never;

/**
 * What a client sends to an endpoint, before the server parses it: its query (an entry with a query schema) or its
 * body (one with a body schema); `void` when it takes neither.
 */
export type ArgOf<E extends AnyEndpoint> = [InputOf<E['query']>] extends [never]
  ? [InputOf<E['body']>] extends [never]
    ? void
    : InputOf<E['body']>
  : InputOf<E['query']>;

/** The request of one call to `entry`: its method and path, the argument in `params` (query entries) or `body`. */
export function contractRequest<E extends AnyEndpoint>(entry: E, arg: ArgOf<E>, policy?: RequestPolicy): ApiArgs {
  const request: ApiArgs = { url: entry.path, method: entry.method };
  if (entry.query) request.params = arg as Record<string, unknown>;
  else if (entry.body) request.body = arg;
  if (policy) request.policy = policy;
  return request;
}

/** How one endpoint of the slice calls its contract entry. */
export interface FromContractOptions<E extends AnyEndpoint, A> {
  /**
   * Turns the hook's argument into the entry's query or body, for hooks whose callers pass something else (an id, or
   * extra fields that only pick cache tags). Without it the hook takes the entry's own query or body.
   */
  arg?: (hookArg: A) => ArgOf<E>;
  /** Per-call error handling (allow404, ignore50X, passErrors). */
  policy?: RequestPolicy;
}

/** The part of an RTK Query endpoint definition that comes from the contract: spread it into `build.query/mutation`. */
export interface ContractDefinition<E extends AnyEndpoint, A> {
  query: (hookArg: A) => ApiArgs;
  /** Types the result as the entry's response (the baseQuery has already unwrapped the envelope). */
  transformResponse: (data: unknown) => DataOf<E>;
}

/**
 * `build.query({ ...fromContract(endpoints.getQuestionInfo, { arg: (id: string) => ({ id }) }), providesTags })`:
 * the request (method, path, params or body) and the argument and result types, all from the contract entry.
 */
export function fromContract<E extends AnyEndpoint>(entry: E, options?: { policy?: RequestPolicy }): ContractDefinition<E, ArgOf<E>>;
export function fromContract<E extends AnyEndpoint, A>(
  entry: E,
  options: FromContractOptions<E, A> & { arg: (hookArg: A) => ArgOf<E> },
): ContractDefinition<E, A>;
export function fromContract<E extends AnyEndpoint, A>(entry: E, options: FromContractOptions<E, A> = {}): ContractDefinition<E, A> {
  const { arg, policy } = options;
  return {
    query: (hookArg: A) => contractRequest(entry, arg ? arg(hookArg) : (hookArg as ArgOf<E>), policy),
    transformResponse: (data: unknown) => data as DataOf<E>,
  };
}
