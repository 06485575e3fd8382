import type { AnyEndpoint, BodyOf, QueryOf } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { requireAccess } from '../plugins/auth.js';
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
  /**
   * Replaces the success envelope's `msg` with this message key's translation (the reason stays base.success): an
   * answer that tells the member what also happened, as "test mail sent" after saving SMTP settings.
   */
  say(messageKey: string): void;
}

/** What a handler returns: the envelope's `data`, as its response schema reads it. */
export type Output<E extends AnyEndpoint> = z.input<E['response']>;

/**
 * Fastify options a route may add (a body limit, a route config), never its own pre-handlers or schema; and how its
 * input is gathered and its field errors are named.
 */
export type RouteOptions<E extends AnyEndpoint = AnyEndpoint> = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> &
  FieldNaming & {
    /**
     * Body fields a client may send in the query string instead (Answer's clients put an emailed link's `code` there);
     * the body's own value wins. They are then validated with the body schema, under their body names.
     */
    bodyFromQuery?: readonly (keyof NonNullable<BodyOf<E>> & string)[];
  };

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
  options: RouteOptions<E> = {},
): void {
  if (endpoint.stream) throw new Error(`${endpoint.method} ${endpoint.path} streams: register it with streamRoute`);
  register(app, endpoint, options, async (call, req) => {
    let messageKey: string | null = null;
    call.say = (key: string) => {
      messageKey = key;
    };
    const data = await runRetryingConflicts(() => handler(call));
    if (app.checkResponses) checkResponse(endpoint, data);
    const envelope = ok(req, data);
    if (messageKey) envelope.msg = translate(messageKey, req.lang);
    return envelope;
  });
}

/**
 * What a streaming handler returns once every check has passed: the frames to send. Until then it throws as any
 * handler does (the JSON envelope); once the first byte is sent, the frames are all the client hears. `signal` aborts
 * when the client goes away, so the producer can cancel what it waits on. A source that returns `false` failed: its
 * last frame said why, and no `[DONE]` follows (so `[DONE]` always means the reply completed).
 */
export type FrameSource<E extends AnyEndpoint> = (signal: AbortSignal) => AsyncGenerator<Output<E>, boolean | void>;

/**
 * Registers a streaming endpoint of the contract (`stream: true`): access, input and refusals as `route`, then the
 * frames as `text/event-stream` on the response, `data: <json>` each, and `data: [DONE]` when the source ends
 * (api-conventions). Each frame is checked against the contract's frame schema where responses are checked.
 */
export function streamRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E>) => Promise<FrameSource<E>>,
  options: RouteOptions<E> = {},
): void {
  if (!endpoint.stream) throw new Error(`${endpoint.method} ${endpoint.path} does not stream: register it with route`);
  register(app, endpoint, options, async (call, req, reply) => {
    const source = await handler(call);
    const gone = new AbortController();
    const raw = reply.raw;
    raw.on('close', () => {
      if (!raw.writableFinished) gone.abort();
    });
    reply.hijack();
    raw.writeHead(200, {
      // What hooks set on the reply before the handler (a closing server's `connection: close`) still goes out.
      ...(reply.getHeaders() as Record<string, string | number | string[]>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies (nginx) would otherwise hold the tokens back until the reply ends.
      'x-accel-buffering': 'no',
    });
    try {
      const frames = source(gone.signal);
      for (let next = await frames.next(); ; next = await frames.next()) {
        if (next.done) {
          if (next.value !== false && !gone.signal.aborted) raw.write('data: [DONE]\n\n');
          break;
        }
        if (app.checkResponses) checkResponse(endpoint, next.value);
        if (!gone.signal.aborted) raw.write(`data: ${JSON.stringify(next.value)}\n\n`);
      }
    } catch (err) {
      req.log.error({ err }, 'stream failed');
    } finally {
      raw.end();
      // A hijacked reply skips the onSend hook that tells the anonymous cache a write happened: a stream may have
      // saved. A GET stream (the live badge) writes nothing, and closes at every page change.
      if (endpoint.method !== 'GET') {
        await app.anonymousCache?.invalidate().catch((err: unknown) => req.log.error({ err }, 'anonymous cache: could not move the generation on'));
      }
      // It skips onResponse too, which publishes the member events its writes queued.
      await app.publishPendingMemberEvents?.(req);
    }
  });
}

type Handle = (call: Call<AnyEndpoint>, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The part every contract route shares: its method and path, its access guard, its input parsed with its schemas. */
function register(app: FastifyInstance, endpoint: AnyEndpoint, options: RouteOptions, handle: Handle): void {
  const guard = endpoint.access === 'anyone' ? null : requireAccess(endpoint.access);
  const { bodyFromQuery, listFields, ...fastifyOptions } = options;
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
        body: endpoint.body ? parseWith(endpoint.body, bodyFromQuery ? withQueryFields(req, bodyFromQuery) : req.body, naming) : undefined,
        user: req.user,
        req,
        reply,
        say: () => {},
      } as Call<AnyEndpoint>;
      return handle(call, req, reply);
    },
  });
}

/** PostgreSQL's "deadlock detected" and "could not serialize": the transaction was rolled back whole. */
const CONFLICT_CODES = new Set(['40P01', '40001']);
const CONFLICT_RETRIES = 2;

/**
 * Runs a handler again when the database gave its transaction up over a lock conflict. Writers take their row locks
 * in one order, but PostgreSQL's own key-share locks (a new row's foreign keys) can still close a rare circle under
 * load; the rolled-back transaction left nothing behind and holds no outside effect (no transaction spans I/O), so
 * running it again is the answer the caller should have had. A short random pause lets the other side finish first.
 */
async function runRetryingConflicts<T>(run: () => Promise<T> | T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (attempt >= CONFLICT_RETRIES || typeof code !== 'string' || !CONFLICT_CODES.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

/** The body (an object, or nothing) with the named fields taken from the query string where the body lacks them. */
function withQueryFields(req: FastifyRequest, fields: readonly string[]): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const fromQuery = Object.fromEntries(fields.filter((f) => Object.hasOwn(query, f)).map((f) => [f, query[f]]));
  return { ...fromQuery, ...body };
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
