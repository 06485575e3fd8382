import { addBundle } from '@site/shared/i18n';

// The withdrawal queue (namespace `admin`).
addBundle('admin', 'en_US', {
  'withdrawals.status.pending': 'Pending',
  'withdrawals.status.paid': 'Paid',
  'withdrawals.status.rejected': 'Rejected',
  'withdrawals.amount': 'Amount',
  'withdrawals.fee': 'Fee',
  'withdrawals.requested': 'Requested',
  'withdrawals.reference': 'Payment reference',
  'withdrawals.pay_title': 'Pay {{amount, number}} points to {{name}}',
  'withdrawals.pay_label': 'Reference of the payment you made (bank or wallet transfer number)',
  'withdrawals.reject_title': 'Reject the cash-out of {{amount, number}} points by {{name}}',
  'withdrawals.reject_label': 'Reason (the member reads it; the points go back to them)',
});
addBundle('admin', 'zh_CN', {
  'withdrawals.status.pending': '待处理',
  'withdrawals.status.paid': '已打款',
  'withdrawals.status.rejected': '已拒绝',
  'withdrawals.amount': '金额',
  'withdrawals.fee': '手续费',
  'withdrawals.requested': '申请时间',
  'withdrawals.reference': '付款凭证号',
  'withdrawals.pay_title': '向 {{name}} 支付 {{amount, number}} 积分',
  'withdrawals.pay_label': '你已完成付款的凭证号（银行或钱包转账单号）',
  'withdrawals.reject_title': '拒绝 {{name}} 提现 {{amount, number}} 积分',
  'withdrawals.reject_label': '原因（用户可见；积分将退还）',
});
