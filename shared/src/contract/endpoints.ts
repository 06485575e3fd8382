import { z } from 'zod';
import { actionRecordQuerySchema, actionRecordSchema } from './captcha.js';
import { baseInfoSchema, dbConfigSchema, installCheckSchema } from './install.js';
import { questionInfoQuerySchema, questionInfoSchema, questionPageQuerySchema, questionPageSchema } from './question.js';
import { languageOptionsSchema, siteInfoSchema } from './site.js';
import { smtpConfigSchema, updateSmtpBodySchema } from './smtp.js';
import { userCenterAgentSchema } from './user-center.js';
import { loginByEmailBodySchema, loginByEmailResponseSchema, logoutResponseSchema, userInfoResponseSchema } from './user.js';

/** API path prefixes (Apache Answer's). */
export const API_PREFIX = '/answer/api/v1';
export const ADMIN_API_PREFIX = '/answer/admin/api';
export const INSTALL_PREFIX = '/installation';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: where it lives and the shapes of its request and response. */
export interface EndpointDef<Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType> {
  method: Method;
  path: string;
  query?: Q;
  body?: B;
  response: R;
}

const def = <R extends z.ZodType, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  e: EndpointDef<Q, B, R>,
) => e;

const emptyObject = z.object({}).nullable();

/**
 * Every endpoint the product speaks, by its global name (verb + domain). The server registers routes from these
 * paths and validates with these schemas; the client's api slice is typed by them.
 */
export const endpoints = {
  getSiteInfo: def({ method: 'GET', path: `${API_PREFIX}/siteinfo`, response: siteInfoSchema }),
  getLanguageOptions: def({ method: 'GET', path: `${API_PREFIX}/language/options`, response: languageOptionsSchema }),
  getUserInfo: def({ method: 'GET', path: `${API_PREFIX}/user/info`, response: userInfoResponseSchema }),
  loginByEmail: def({
    method: 'POST',
    path: `${API_PREFIX}/user/login/email`,
    body: loginByEmailBodySchema,
    response: loginByEmailResponseSchema,
  }),
  logout: def({ method: 'GET', path: `${API_PREFIX}/user/logout`, response: logoutResponseSchema }),
  getActionRecord: def({
    method: 'GET',
    path: `${API_PREFIX}/user/action/record`,
    query: actionRecordQuerySchema,
    response: actionRecordSchema,
  }),
  getUserCenterAgent: def({
    method: 'GET',
    path: `${API_PREFIX}/user-center/agent`,
    response: userCenterAgentSchema,
  }),
  getQuestionPage: def({
    method: 'GET',
    path: `${API_PREFIX}/question/page`,
    query: questionPageQuerySchema,
    response: questionPageSchema,
  }),
  getQuestionInfo: def({
    method: 'GET',
    path: `${API_PREFIX}/question/info`,
    query: questionInfoQuerySchema,
    response: questionInfoSchema,
  }),
  getInstallLanguageOptions: def({
    method: 'GET',
    path: `${INSTALL_PREFIX}/language/options`,
    response: languageOptionsSchema,
  }),
  checkInstallConfigFile: def({
    method: 'POST',
    path: `${INSTALL_PREFIX}/config-file/check`,
    response: installCheckSchema,
  }),
  checkInstallDb: def({
    method: 'POST',
    path: `${INSTALL_PREFIX}/db/check`,
    body: dbConfigSchema,
    response: installCheckSchema,
  }),
  initInstall: def({ method: 'POST', path: `${INSTALL_PREFIX}/init`, body: dbConfigSchema, response: emptyObject }),
  installBaseInfo: def({
    method: 'POST',
    path: `${INSTALL_PREFIX}/base-info`,
    body: baseInfoSchema,
    response: emptyObject,
  }),
  getSmtpConfig: def({ method: 'GET', path: `${ADMIN_API_PREFIX}/setting/smtp`, response: smtpConfigSchema }),
  updateSmtpConfig: def({
    method: 'PUT',
    path: `${ADMIN_API_PREFIX}/setting/smtp`,
    body: updateSmtpBodySchema,
    response: emptyObject,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;
