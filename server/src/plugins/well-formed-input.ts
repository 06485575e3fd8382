import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { findUnstorableText } from '../http/well-formed-text.js';

/**
 * Every string a request carries (path parameters, query, JSON body, including object keys) must be text the
 * database can store. Checked once here for every route, after the body is parsed and before any handler runs,
 * so no endpoint can forget it: a NUL byte or an unpaired surrogate is a field error on that field, never a 500.
 * Multipart bodies are read by their handler; the upload service validates their few fields itself.
 */
export const wellFormedInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    const problem = findUnstorableText(req.params) ?? findUnstorableText(req.query) ?? findUnstorableText(req.body);
    if (problem) throw errors.fields([problem]);
  });
});
