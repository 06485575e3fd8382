import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import {
  getNotificationConfig,
  updateNotificationConfig,
  updateUserInfo,
  updateUserInterface,
} from '../services/user-settings/user-settings-service.js';
import { unsubscribeByCode } from '../services/mail-queue/unsubscribe-codes.js';
import type { SiteState } from '../state/site-state.js';

/**
 * The user's own settings: profile, interface, notifications. Access group `login`: activation is not required, and
 * a suspended user's token counts as no login here (the auth plugin), so they get 403 type suspended.
 */
export async function userSettingsRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.updateUserInfo, ({ user, body }) => updateUserInfo({ state, storage: app.uploads }, user, body));
  route(app, e.updateUserInterface, ({ user, body }) => updateUserInterface(state, user, body));
  route(app, e.getNotificationConfig, ({ user }) => getNotificationConfig(state, user));
  route(app, e.updateNotificationConfig, ({ user, body }) => updateNotificationConfig(state, user, body));
  route(app, e.unsubscribeNotification, ({ body }) => unsubscribeByCode(state.db, body.code));
}
