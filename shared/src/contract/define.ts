import type { z } from 'zod';

/** API path prefixes (Apache Answer's). */
export const API_PREFIX = '/answer/api/v1';
export const ADMIN_API_PREFIX = '/answer/admin/api';
export const INSTALL_PREFIX = '/installation';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint (api-conventions "Route groups"). The server enforces it before the input is read; the
 * API document states it.
 * - anyone: no login needed (a valid token is still read, so answers may differ for a logged member);
 * - login: a logged member who is not suspended (an inactive account passes: it may resend its activation mail);
 * - activated: logged, not suspended, e-mail activated;
 * - staff: an activated moderator or admin;
 * - admin: an activated admin.
 */
export type Access = 'anyone' | 'login' | 'activated' | 'staff' | 'admin';
export const ACCESS_GROUPS: readonly Access[] = ['anyone', 'login', 'activated', 'staff', 'admin'];

/** One endpoint: where it lives, who may call it, and the shapes of its request and response. */
export interface EndpointDef<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends Access = Access,
> {
  method: Method;
  access: A;
  path: string;
  query?: Q;
  body?: B;
  /**
   * A streaming endpoint: success is `text/event-stream` on the response, `data: <frame>` lines (each frame matching
   * `response`) then `data: [DONE]`; refusals before the stream starts are the usual JSON envelope.
   */
  stream?: boolean;
  response: R;
}

/** Any endpoint of the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for helpers generic over all of them
export type AnyEndpoint = EndpointDef<any, any, z.ZodType, Access>;

/** Declares one endpoint (keeps its literal types). */
export const def = <
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(
  e: EndpointDef<Q, B, R, A>,
) => e;

// `query?: Q` reads as `Q | undefined`; without the brackets the conditional would distribute over that undefined.
type Parsed<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** The parsed query an endpoint's handler receives (undefined when it takes none). */
export type QueryOf<E extends AnyEndpoint> = Parsed<E['query']>;
/** The parsed body an endpoint's handler receives (undefined when it takes none). */
export type BodyOf<E extends AnyEndpoint> = Parsed<E['body']>;
/** The envelope's `data` as a client reads it. */
export type DataOf<E extends AnyEndpoint> = z.output<E['response']>;
