// Server messages of a member's own data: the export and deleting the account. Keys are flat.
export const accountDataMessages_en_US = {
  'error.account.delete_password_required': 'Enter your password to delete your account.',
  'error.account.delete_choice_required': 'Choose whether your posts, answers and comments stay or go.',
  'error.account.admin_cannot_delete': 'An administrator cannot delete their own account. Ask another administrator to change your role first.',
  'error.account.points_left': 'You still have points. Withdraw or spend them before deleting your account.',
  'error.account.withdrawal_pending': 'A withdrawal of yours is still being processed. Wait for it to finish before deleting your account.',
  'error.account.rewards_held': 'Points of yours are held for open rewards. Award or close those posts before deleting your account.',
  'account.delete.mail_sent': 'We sent a confirmation link to your email address. Open it to delete your account.',
} as const;

export const accountDataMessages_zh_CN: Record<keyof typeof accountDataMessages_en_US, string> = {
  'error.account.delete_password_required': '请输入密码以删除账户。',
  'error.account.delete_choice_required': '请选择保留还是删除你的帖子、回答和评论。',
  'error.account.admin_cannot_delete': '管理员不能删除自己的账户，请先让其他管理员更改你的角色。',
  'error.account.points_left': '你还有积分，请先提现或使用后再删除账户。',
  'error.account.withdrawal_pending': '你的提现仍在处理中，请等待完成后再删除账户。',
  'error.account.rewards_held': '你有积分被冻结在进行中的悬赏里，请先发放或关闭这些帖子再删除账户。',
  'account.delete.mail_sent': '我们已向你的邮箱发送确认链接，打开链接即可删除账户。',
};
