import { INSTALL_PREFIX } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors/app-error.js';
import { isAssetPath, pathOf } from '../http/paths.js';
import type { SiteState } from '../state/site-state.js';


/**
 * Before install: APIs answer 503 not installed, pages redirect to /install (the wizard, its API, remotes and
 * assets pass). After install: the wizard's POSTs answer 400 already installed.
 */
export const installGatePlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req.url);
    const isInstallApi = path.startsWith(`${INSTALL_PREFIX}/`);
    if (await opts.state.refreshInstalled()) {
      if (isInstallApi && req.method === 'POST') throw errors.alreadyInstalled();
      return;
    }
    if (isInstallApi) return;
    if (path.startsWith('/answer/')) throw errors.notInstalled();
    const open = path === '/install' || path.startsWith('/install/') || path.startsWith('/remotes/') || path === '/remotes.json' || isAssetPath(path);
    if (!open && (req.method === 'GET' || req.method === 'HEAD')) return reply.redirect('/install', 302);
  });
});
