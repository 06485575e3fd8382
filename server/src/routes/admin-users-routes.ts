import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getAdminUsersPage, setUserPassword, updateUserRole, updateUserStatus } from '../services/admin-users/admin-users-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin user management: the list, status (suspend, delete, ...), role, password. */
export async function adminUsersRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getAdminUsersPage, ({ query }) => getAdminUsersPage(state, query));
  route(app, e.updateUserStatus, ({ user, body }) => updateUserStatus(state, user, body));
  route(app, e.updateUserRole, ({ user, body }) => updateUserRole(state, user, body));
  route(app, e.setUserPassword, ({ user, body }) => setUserPassword(state, user, body));
}
