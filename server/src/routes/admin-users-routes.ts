import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getAdminUsersPage, setUserPassword, updateUserRole, updateUserStatus } from '../services/admin-users/admin-users-service.js';
import { activateUser, getAdminUser, getRoles, getUserActivation } from '../services/admin-users/admin-user-extras-service.js';
import { addUsers } from '../services/admin-users/bulk-add-service.js';
import { addUser, editUserProfile, sendUserActivation } from '../services/admin-users/admin-user-profile-service.js';
import type { SiteState } from '../state/site-state.js';

/** Admin user management: the list, one user, status (suspend, delete, ...), role, password, profile, adding one or many, activation. */
export async function adminUsersRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getAdminUsersPage, ({ query }) => getAdminUsersPage(state, query));
  route(app, e.getAdminUser, ({ query }) => getAdminUser(state, query));
  route(app, e.updateUserStatus, ({ user, body }) => updateUserStatus(state, user, body));
  route(app, e.updateUserRole, ({ user, body }) => updateUserRole(state, user, body));
  route(app, e.setUserPassword, ({ user, body }) => setUserPassword(state, user, body));
  route(app, e.addUsers, ({ body }) => addUsers(state, body));
  route(app, e.getUserActivation, ({ user, query }) => getUserActivation(state, user, query));
  route(app, e.activateUser, ({ user, body }) => activateUser(state, user, body));
  route(app, e.addUser, ({ body }) => addUser(state, body));
  route(app, e.editUserProfile, ({ user, body }) => editUserProfile(state, user, body));
  route(app, e.sendUserActivation, ({ user, body }) => sendUserActivation(state, app.accountMailer, user, body));
  route(app, e.getRoles, ({ req }) => getRoles(req.lang));
}
