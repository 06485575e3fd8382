import type { z } from 'zod';

/** API path prefixes (Apache Answer's). */
export const API_PREFIX = '/answer/api/v1';
export const ADMIN_API_PREFIX = '/answer/admin/api';
export const INSTALL_PREFIX = '/installation';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: where it lives and the shapes of its request and response. */
export interface EndpointDef<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType> {
  method: Method;
  path: string;
  query?: Q;
  body?: B;
  response: R;
}

/** Declares one endpoint (keeps its literal types). */
export const def = <R extends z.ZodType, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  e: EndpointDef<Q, B, R>,
) => e;

