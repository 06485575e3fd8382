/** The wire contract: one zod schema per endpoint, shared by the server and the client. */
export * from './account.js';
export * from './answer-compat.js';
export * from './admin-users.js';
export * from './captcha.js';
export * from './connector.js';
export * from './common.js';
export * from './endpoints.js';
export * from './envelope.js';
export * from './install.js';
export * from './question.js';
export * from './remotes.js';
export * from './posts/index.js';
export * from './site.js';
export * from './smtp.js';
export * from './user-center.js';
export * from './user-settings.js';
export * from './user.js';
