import { addBundle } from '@site/shared/i18n';

// The real-name verification queue (namespace `admin`).
addBundle('admin', 'en_US', {
  'verifications.status.pending': 'Pending',
  'verifications.status.approved': 'Approved',
  'verifications.status.rejected': 'Rejected',
  'verifications.real_name': 'Real name',
  'verifications.id_number': 'Identity number',
  'verifications.submitted': 'Submitted',
  'verifications.reject_title': 'Reject the verification of {{name}}',
  'verifications.reject_reason': 'Reason (the member reads it)',
});
addBundle('admin', 'zh_CN', {
  'verifications.status.pending': '待审核',
  'verifications.status.approved': '已通过',
  'verifications.status.rejected': '已拒绝',
  'verifications.real_name': '真实姓名',
  'verifications.id_number': '证件号码',
  'verifications.submitted': '提交时间',
  'verifications.reject_title': '拒绝 {{name}} 的实名认证',
  'verifications.reject_reason': '原因（用户可见）',
});
