// Server messages of the admin users page: bulk add's per-line problems and Answer's role names and descriptions.
export const adminUsersMessages_en_US = {
  'error.admin_users.bulk_required': 'Please enter at least one user: name, email, password on each line.',
  'error.admin_users.bulk_too_long': 'The list is too long. Add at most 200 users at a time.',
  'error.admin_users.bulk_too_many_lines': 'Add at most 200 users at a time.',
  'error.admin_users.line': 'Line {{line}}: {{message}}',
  'error.admin_users.line_format': 'Write name, email, password, separated by commas.',
  'error.admin_users.email_repeated': 'This email is also on an earlier line.',
  'error.admin_users.already_active': 'This account is already activated.',
  'role.user.name': 'User',
  'role.user.description': 'Default with no special access.',
  'role.admin.name': 'Admin',
  'role.admin.description': 'Have the full power to access the site.',
  'role.moderator.name': 'Moderator',
  'role.moderator.description': 'Has access to all posts except admin settings.',
};

export const adminUsersMessages_zh_CN: Record<keyof typeof adminUsersMessages_en_US, string> = {
  'error.admin_users.bulk_required': '请至少输入一个用户：每行一个，格式为 名称, 邮箱, 密码。',
  'error.admin_users.bulk_too_long': '内容过长。每次最多添加 200 个用户。',
  'error.admin_users.bulk_too_many_lines': '每次最多添加 200 个用户。',
  'error.admin_users.line': '第 {{line}} 行：{{message}}',
  'error.admin_users.line_format': '请按 名称, 邮箱, 密码 的格式填写，用逗号分隔。',
  'error.admin_users.email_repeated': '该邮箱在前面的行中已出现。',
  'error.admin_users.already_active': '该账号已激活。',
  'role.user.name': '用户',
  'role.user.description': '默认角色，无特殊权限。',
  'role.admin.name': '管理员',
  'role.admin.description': '拥有访问本站的全部权限。',
  'role.moderator.name': '版主',
  'role.moderator.description': '可以访问所有帖子，但不能访问管理设置。',
};
