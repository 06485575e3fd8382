import { endpoints, PRIVILEGE_KEYS, type PermissionMap, type PrivilegeOption, type PrivilegeSettings } from '@site/shared/contract';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

// Fixture values only (three made-up levels): the real presets and every rule about them are the server's.
const option = (level: PrivilegeOption['level'], value: number): PrivilegeOption => ({
  level,
  level_desc: `Level ${level}`,
  privileges: PRIVILEGE_KEYS.map((key) => ({ key, label: key, value })),
});

function initialSettings(): PrivilegeSettings {
  return { options: [option(1, 1), option(2, 10), option(3, 100), option(99, 5)], selected_level: 1 };
}

/** The privilege settings the admin page reads; a PUT records the level (and a custom table's values) as sent. */
export const mockPrivilegeSettings: { current: PrivilegeSettings } = { current: initialSettings() };

/**
 * GET permission's answers by action: an action not listed is answered as held. A test that needs a refusal sets
 * `mockPermissions.refused['question.vote_up'] = 'You need at least 15 reputation to do this.'`.
 */
export const mockPermissions: { refused: Record<string, string> } = { refused: {} };

registerMockReset(() => {
  mockPrivilegeSettings.current = initialSettings();
  mockPermissions.refused = {};
});

export const privilegeHandlers = [
  handle(endpoints.getPrivilegeSettings, () => mockPrivilegeSettings.current),
  handle(endpoints.updatePrivilegeSettings, ({ body }) => {
    const current = mockPrivilegeSettings.current;
    const sent = new Map(body.custom_privileges.map((p) => [p.key, p.value]));
    current.selected_level = body.level;
    current.options = current.options.map((o) =>
      o.level === 99 ? { ...o, privileges: o.privileges.map((p) => ({ ...p, value: sent.get(p.key) ?? p.value })) } : o,
    );
    return null;
  }),
  handle(endpoints.getPermission, ({ query }) => {
    const actions = [...new Set(query.action.split(',').map((a) => a.trim()).filter(Boolean))];
    const map: PermissionMap = {};
    for (const a of actions) {
      const tip = mockPermissions.refused[a];
      map[a] = { has_permission: tip === undefined, no_permission_tip: tip ?? '' };
    }
    return map;
  }),
];
