import { MailStatus, RoleId } from '../contract/index.js';

/**
 * The acting account as the rules read it; null is an anonymous visitor. The server builds it from its user row,
 * the mock server from its fixture user. `suspended`: a suspension is in force now (it ends by itself).
 */
export interface Actor {
  id: string;
  role_id: number;
  mail_status: number;
  suspended: boolean;
}

/** One entry of Answer's member_actions: what the viewer may do, and how the client asks (edit, confirm, reason...). */
export interface MemberAction {
  action: string;
  name: string;
  type: string;
}

/** Admins and moderators (spec section 6: roles 2 and 3). */
export const isStaffRole = (roleId: number): boolean => roleId === RoleId.admin || roleId === RoleId.moderator;

/** Staff: an admin or a moderator. */
export const isStaff = (actor: Actor | null): boolean => actor !== null && isStaffRole(actor.role_id);

/** May act at all: logged in, e-mail activated, not suspended (false says nothing about whether it is null). */
export const isMember = (actor: Actor | null): actor is Actor =>
  actor !== null && actor.mail_status === MailStatus.active && !actor.suspended;
