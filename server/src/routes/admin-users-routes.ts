import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireAdmin } from '../plugins/auth.js';
import { getAdminUsersPage, setUserPassword, updateUserRole, updateUserStatus } from '../services/admin-users-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin user management: the list, status (suspend, delete, ...), role, password. */
export async function adminUsersRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const admin = { preHandler: requireAdmin };
  app.get(endpoints.getAdminUsersPage.path, admin, async (req) => ok(req, await getAdminUsersPage(state, req.query)));
  app.put(endpoints.updateUserStatus.path, admin, async (req) => ok(req, await updateUserStatus(state, req.user!, req.body)));
  app.put(endpoints.updateUserRole.path, admin, async (req) => ok(req, await updateUserRole(state, req.user!, req.body)));
  app.put(endpoints.setUserPassword.path, admin, async (req) => ok(req, await setUserPassword(state, req.user!, req.body)));
}
