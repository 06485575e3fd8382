import { MailStatus, RoleId, type Access } from '../contract/index.js';
import { isStaff, type Actor } from './actor.js';

/**
 * Why a caller may not use an endpoint of the given access group, or null when it may. The server's route helper
 * answers each refusal with its envelope (401; 403 suspended, inactive or plain), and the mock server answers the
 * same from the contract entry, so a component test meets the server's refusal, not a copy of it.
 * A suspended member is refused everywhere but `anyone` (the client then shows the suspended page, not login).
 */
export type AccessRefusal = 'unauthorized' | 'suspended' | 'inactive' | 'forbidden';

export function accessRefusal(actor: Actor | null, access: Access): AccessRefusal | null {
  if (access === 'anyone') return null;
  if (!actor) return 'unauthorized';
  if (actor.suspended) return 'suspended';
  if (access === 'login') return null;
  if (actor.mail_status !== MailStatus.active) return 'inactive';
  if (access === 'staff' && !isStaff(actor)) return 'forbidden';
  if (access === 'admin' && actor.role_id !== RoleId.admin) return 'forbidden';
  return null;
}
