import { addBundle } from '@site/shared/i18n';

// The real-name verification page's texts (namespace `users`).
addBundle('users', 'en_US', {
  'points.verification.intro':
    'Before you can cash points out, an admin checks your real name. Your identity number is stored encrypted, and only the admins see it whole.',
  'points.verification.real_name': 'Real name',
  'points.verification.id_number': 'Identity number',
  'points.verification.id_number_help': 'As on your identity document: 6 to 32 letters, digits or dashes.',
  'points.verification.submitted_at': 'Sent',
  'points.verification.submit': 'Submit for review',
  'points.verification.resubmit': 'Submit again',
  'points.verification.status.pending': 'Waiting for an admin to review your details.',
  'points.verification.status.approved': 'Verified: you can cash points out.',
  'points.verification.status.rejected': 'Your verification was not approved. Correct your details and submit them again.',
  'points.verification.reason': "The admin's reason: {{reason}}",
});
addBundle('users', 'zh_CN', {
  'points.verification.intro': '提现前需要管理员核实你的真实姓名。你的证件号码会加密保存，只有管理员能看到完整号码。',
  'points.verification.real_name': '真实姓名',
  'points.verification.id_number': '证件号码',
  'points.verification.id_number_help': '与证件一致：6 到 32 位字母、数字或连字符。',
  'points.verification.submitted_at': '提交时间',
  'points.verification.submit': '提交审核',
  'points.verification.resubmit': '重新提交',
  'points.verification.status.pending': '等待管理员审核你的资料。',
  'points.verification.status.approved': '已认证：你可以提现积分。',
  'points.verification.status.rejected': '你的实名认证未通过。请修改资料后重新提交。',
  'points.verification.reason': '管理员的理由：{{reason}}',
});
