import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getPrivilegeSettings, updatePrivilegeSettings } from '../services/privilege/privilege-settings-service.js';
import type { SiteState } from '../state/site-state.js';

/** The admin's privilege table: which preset (or custom table) sets the reputation each action needs. */
export async function adminPrivilegeRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getPrivilegeSettings, ({ req }) => getPrivilegeSettings(state.db, req.lang));
  route(app, e.updatePrivilegeSettings, ({ body }) => updatePrivilegeSettings(state.db, body));
}
