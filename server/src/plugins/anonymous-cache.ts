import { createHash } from 'node:crypto';
import { endpoints as e, type AnyEndpoint } from '@site/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEnv } from '../config/env.js';
import { MemoryGeneration, RedisGeneration, type Generation } from '../services/cache/generation.js';
import { MemoCache } from '../services/cache/memo-cache.js';
import { ResponseCache } from '../services/cache/response-cache.js';
import type { SiteState } from '../state/site-state.js';

/**
 * Public reads whose answer to a visitor depends on nothing but the URL, the language of the answer and the
 * database: lists, a post and its answers and comments, tags, search, site settings. Anything keyed on the caller's
 * address (captcha records), on config.yaml (the user-centre agent, connectors) or on the install is left out.
 */
const CACHEABLE: readonly AnyEndpoint[] = [
  e.getSiteInfo, e.getLanguageOptions, e.getLanguageConfig, e.getPluginStatus,
  e.getQuestionPage, e.getQuestionInfo, e.getSimilarQuestions, e.getSimilarByTag, e.getQuestionTags, e.getLinkedQuestionPage,
  e.getQuestionInvite, e.getAnswerPage, e.getAnswerInfo, e.getComment, e.getCommentPage, e.getReaction,
  e.getTag, e.getTagPage, e.getTagsBySlug, e.getTagSynonyms, e.getSearch, e.getSearchDesc,
];
const CACHEABLE_PATHS = new Set(CACHEABLE.filter((x) => x.method === 'GET').map((x) => x.path));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API = /^\/(answer|installation)\//;

/**
 * A safety net for changes that arrive by no HTTP write (the view counts gathered in memory, "in the last N days"
 * lists as time passes): no anonymous answer is older than this.
 */
export const MAX_AGE_MS = 10_000;
/** How long a visitor waits for an identical request already computing the answer before computing it too. */
const JOIN_WAIT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    anonymousCache: {
      /** Runs on every answer served from the cache for this endpoint (what the handler would also have done: a view count). */
      onHit(endpoint: AnyEndpoint, fn: (req: FastifyRequest) => void): void;
      /**
       * Lets members share the visitors' answer of this endpoint when `seesWhatVisitorsSee` says their answer would be
       * the very same bytes (a list page where the member unlocked nothing): they are served the cached answer, and
       * their own computed answer is stored for visitors. The predicate must err towards false: it decides per
       * request, after the auth hook, and a wrong true would show the member less than they may read (never more).
       */
      shareWithMembers(endpoint: AnyEndpoint, seesWhatVisitorsSee: (req: FastifyRequest) => Promise<boolean>): void;
      /**
       * A value computed from the database that every reader shares (the crawlable parts of a page, the boot
       * settings, the rows of a list or a post before they are shaped for one viewer), kept under the same generation
       * and age as the cached answers: the same rule makes it stale. Uncached (computed
       * each time) when the generation cannot be read.
       */
      remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
      /**
       * The write generation (null when it cannot be known): a value read from the database under it is good until
       * the next write through the API. The sessions the auth hook remembers are kept under it too.
       */
      generation(): Promise<number | null>;
      /** Makes every cached answer stale, on every instance sharing the generation (writes that bypass HTTP: tests, tools). */
      invalidate(): Promise<void>;
      readonly size: number;
    };
  }
  interface FastifyContextConfig {
    /** A GET route that writes (logout, a login redirect): it moves the generation on like any other write. */
    writes?: boolean;
  }
  interface FastifyRequest {
    /** The generation read before a cacheable anonymous request ran; its answer is stored under it. */
    cacheGeneration: number | null;
    /** A member whose answer is the visitors' (shareWithMembers): served and stored as a visitor's would be. */
    seesAsVisitor: boolean;
    /** Set on the request that computes an answer others wait for: called once it is done (stored or not). */
    cacheDone: (() => void) | null;
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const keyOf = (req: FastifyRequest) => `${req.lang} ${req.url}`;
const isVisitor = (req: FastifyRequest) => (!req.user && !req.suspendedUser) || req.seesAsVisitor;
/** An answer to a member's request is theirs alone, even when it is the visitors' bytes. */
const cacheControlFor = (req: FastifyRequest) => (req.user || req.suspendedUser ? 'private, no-cache' : 'no-cache');
const matches = (req: FastifyRequest, etag: string) => {
  const header = req.headers['if-none-match'];
  return !!header && (header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));
};

/**
 * Answers for anonymous visitors, served from memory until a write makes them stale, and ETags with 304 on every
 * cacheable GET (members too: their answers are computed fresh, then compared).
 *
 * THE RULE OF INVALIDATION, the only one: every API request with a method other than GET/HEAD/OPTIONS (or on a GET
 * route marked `config: { writes: true }`, as logout) that was not refused with a 4xx (a refused write wrote nothing;
 * a 5xx may have written part) moves the generation on before its answer leaves, and a cached answer is served only
 * under the generation it was computed in. The generation is read before the answer is computed, so an answer
 * computed while a write was committing is stored under the old generation and never served. Hence the next
 * anonymous load after any write's answer is fresh, whatever the write touched; the cost is that one write empties
 * the whole cache (the site's writes are rare next to its reads). With REDIS_URL the generation lives in Redis and
 * every instance reads it, so a write through one instance is seen by the next load through any other; without Redis
 * it lives in this process. While a configured Redis is away nothing is cached (services/cache/generation.ts).
 * Members (a valid token) are never served from the cache: their answers are computed
 * each time, from their remembered session and the rows every reader shares (`remember`), which the same rule makes
 * stale. Changes made without an HTTP write age out after MAX_AGE_MS.
 */
export const anonymousCachePlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv; state: SiteState }) => {
  const generation: Generation = app.redis ? new RedisGeneration(app.redis, opts.env.redisKeyPrefix) : new MemoryGeneration();
  const cache = new ResponseCache();
  const memos = new MemoCache();
  const hitHooks = new Map<string, (req: FastifyRequest) => void>();
  const memberShares = new Map<string, (req: FastifyRequest) => Promise<boolean>>();
  // Identical visitor requests arriving together (a cold or just invalidated page under load) wait for the first
  // one's answer instead of all computing it: on the embedded database they would otherwise queue on its one connection.
  const computing = new Map<string, Promise<void>>();
  app.addHook('onClose', async () => generation.close());
  // Back from an outage: what this instance cached before it may have been made stale by writes it could not hear of.
  app.redis?.onRecover(() => {
    cache.clear();
    memos.clear();
  });

  app.decorateRequest('cacheGeneration', null);
  app.decorateRequest('cacheDone', null);
  app.decorateRequest('seesAsVisitor', false);
  app.decorate('anonymousCache', {
    onHit: (endpoint: AnyEndpoint, fn: (req: FastifyRequest) => void) => void hitHooks.set(endpoint.path, fn),
    shareWithMembers: (endpoint: AnyEndpoint, fn: (req: FastifyRequest) => Promise<boolean>) => void memberShares.set(endpoint.path, fn),
    remember: async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      const current = await generation.current();
      return current === null ? compute() : memos.remember(key, current, MAX_AGE_MS, compute);
    },
    generation: () => generation.current(),
    invalidate: async () => {
      await generation.bump();
      cache.clear();
      memos.clear();
    },
    get size() {
      return cache.size;
    },
  });

  const cacheable = (req: FastifyRequest) => req.method === 'GET' && CACHEABLE_PATHS.has(req.routeOptions.url ?? '');

  // Runs after the auth and private-site hooks (registered before this plugin): a visitor refused there never gets here.
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(req) || !opts.state.handle) return;
    if (!isVisitor(req)) {
      // A suspended member is never a visitor here: their answers carry their own state.
      const share = req.user && !req.suspendedUser ? memberShares.get(req.routeOptions.url!) : undefined;
      if (!share || !(await share(req))) return;
      req.seesAsVisitor = true;
    }
    req.cacheGeneration = await generation.current();
    if (req.cacheGeneration === null) return;
    const key = keyOf(req);
    let hit = cache.get(key, req.cacheGeneration);
    const running = hit ? undefined : computing.get(`${req.cacheGeneration} ${key}`);
    if (running) {
      await Promise.race([running, new Promise((r) => setTimeout(r, JOIN_WAIT_MS).unref())]);
      hit = cache.get(key, req.cacheGeneration);
    }
    if (!hit) {
      if (!running) {
        const slot = `${req.cacheGeneration} ${key}`;
        computing.set(slot, new Promise<void>((resolve) => (req.cacheDone = resolve)).finally(() => computing.delete(slot)));
      }
      return;
    }
    hitHooks.get(req.routeOptions.url!)?.(req);
    reply.header('etag', hit.etag).header('cache-control', cacheControlFor(req)).header('vary', 'Accept-Language, Authorization');
    if (matches(req, hit.etag)) return reply.code(304).send();
    return reply.header('content-type', hit.contentType).send(hit.body);
  });

  // Whatever became of the answer (stored, refused, failed, client gone), those waiting for it stop waiting.
  app.addHook('onResponse', async (req: FastifyRequest) => req.cacheDone?.());
  app.addHook('onRequestAbort', async (req: FastifyRequest) => req.cacheDone?.());

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!SAFE_METHODS.has(req.method) || req.routeOptions.config?.writes) {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (API.test(req.url) && !refused) {
        await generation.bump();
        cache.clear();
        memos.clear();
      }
      return payload;
    }
    if (!cacheable(req) || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    const visitor = isVisitor(req);
    reply.header('etag', etag).header('cache-control', cacheControlFor(req)).header('vary', 'Accept-Language, Authorization');
    if (visitor && req.cacheGeneration !== null) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(keyOf(req), { generation: req.cacheGeneration, etag, contentType, body: payload, expires: Date.now() + MAX_AGE_MS });
      req.cacheDone?.();
    }
    if (matches(req, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
