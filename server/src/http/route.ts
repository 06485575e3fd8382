import type { Access, AnyEndpoint, BodyOf, QueryOf } from '@site/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { requireActivated, requireAdmin, requireAdminOrModerator, requireLogin } from '../plugins/auth.js';
import type { UserRow } from '../repositories/users-repo.js';
import { ok } from './envelope.js';
import { parseWith, type FieldNaming } from './validate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether every route's response is checked against its contract schema (tests and development). */
    checkResponses: boolean;
    /** Every endpoint registered through `route` (a test checks the contract has no other kind of route). */
    contractRoutes: Set<AnyEndpoint>;
  }
}

/** What a handler receives: the request's typed, validated input and the caller. */
export interface Call<E extends AnyEndpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The logged member; never null when the endpoint needs a login. */
  user: E['access'] extends 'anyone' ? UserRow | null : UserRow;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the envelope's `data`, as its response schema reads it. */
export type Output<E extends AnyEndpoint> = z.input<E['response']>;

const GUARDS: Record<Access, ((req: FastifyRequest) => Promise<void>) | null> = {
  anyone: null,
  login: requireLogin,
  activated: requireActivated,
  staff: requireAdminOrModerator,
  admin: requireAdmin,
};

/**
 * Fastify options a route may add (a body limit, a route config), never its own pre-handlers or schema; and how its
 * input's field errors are named.
 */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> & FieldNaming;

/**
 * Registers the route of one contract endpoint: its method and path, its access group checked first, then its query
 * and body parsed with the contract's schemas (a failure is the 400 field-error envelope), then the handler, whose
 * result is wrapped in the success envelope. Where `app.checkResponses` is on, the result must match the response
 * schema, or the request fails loudly: a field the contract promises and the server forgets breaks a test.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E>) => Promise<Output<E>> | Output<E>,
  options: RouteOptions = {},
): void {
  const guard = GUARDS[endpoint.access];
  const { listFields, ...fastifyOptions } = options;
  const naming: FieldNaming = { listFields };
  app.contractRoutes.add(endpoint);
  app.route({
    ...fastifyOptions,
    method: endpoint.method,
    url: endpoint.path,
    ...(guard ? { preHandler: guard } : {}),
    handler: async (req, reply) => {
      const call = {
        query: endpoint.query ? parseWith(endpoint.query, req.query, naming) : undefined,
        body: endpoint.body ? parseWith(endpoint.body, req.body, naming) : undefined,
        user: req.user,
        req,
        reply,
      } as Call<E>;
      const data = await handler(call);
      if (app.checkResponses) checkResponse(endpoint, data);
      return ok(req, data);
    },
  });
}

/** Thrown (and answered as a 500) when a response does not match its contract: a server bug, never the caller's. */
export class ResponseContractError extends Error {
  constructor(endpoint: AnyEndpoint, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
    this.name = 'ResponseContractError';
  }
}

function checkResponse(endpoint: AnyEndpoint, data: unknown): void {
  const result = endpoint.response.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
  throw new ResponseContractError(endpoint, issues);
}
