import { MailStatus, RoleId, ACCESS_GROUPS } from '../contract/index.js';
import { accessRefusal } from './access.js';
import type { Actor } from './actor.js';

const actor = (over: Partial<Actor> = {}): Actor => ({ id: '1', role_id: RoleId.user, mail_status: MailStatus.active, suspended: false, ...over });

describe('accessRefusal', () => {
  it('lets anyone through the open group, even a visitor or a suspended member', () => {
    expect(accessRefusal(null, 'anyone')).toBeNull();
    expect(accessRefusal(actor({ suspended: true }), 'anyone')).toBeNull();
  });

  it('asks a visitor to log in for every other group', () => {
    for (const access of ACCESS_GROUPS.filter((a) => a !== 'anyone')) expect(accessRefusal(null, access)).toBe('unauthorized');
  });

  it('refuses a suspended member as suspended, even an admin', () => {
    expect(accessRefusal(actor({ suspended: true }), 'login')).toBe('suspended');
    expect(accessRefusal(actor({ suspended: true, role_id: RoleId.admin }), 'admin')).toBe('suspended');
  });

  it('lets an inactive account log-in-only calls (resend activation) but not member actions', () => {
    const inactive = actor({ mail_status: MailStatus.inactive });
    expect(accessRefusal(inactive, 'login')).toBeNull();
    expect(accessRefusal(inactive, 'activated')).toBe('inactive');
    expect(accessRefusal({ ...inactive, role_id: RoleId.admin }, 'admin')).toBe('inactive');
  });

  it('keeps staff calls to moderators and admins, admin calls to admins', () => {
    expect(accessRefusal(actor(), 'staff')).toBe('forbidden');
    expect(accessRefusal(actor({ role_id: RoleId.moderator }), 'staff')).toBeNull();
    expect(accessRefusal(actor({ role_id: RoleId.moderator }), 'admin')).toBe('forbidden');
    expect(accessRefusal(actor({ role_id: RoleId.admin }), 'admin')).toBeNull();
    expect(accessRefusal(actor({ role_id: RoleId.admin }), 'staff')).toBeNull();
  });
});
