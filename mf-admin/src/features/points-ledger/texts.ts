import { addBundle } from '@site/shared/i18n';

// The ledger check page (namespace `admin`).
addBundle('admin', 'en_US', {
  'ledger.balanced': 'Balanced',
  'ledger.balanced_text': "Every member's balance equals the sum of their postings, and all accounts together sum to zero.",
  'ledger.problems_one': '{{count}} problem',
  'ledger.problems_other': '{{count}} problems',
  'ledger.checked_at': 'Checked',
  'ledger.entries': 'Entries',
  'ledger.postings': 'Postings',
  'ledger.total': 'All accounts together',
  'ledger.recheck': 'Check again',
});
addBundle('admin', 'zh_CN', {
  'ledger.balanced': '账目平衡',
  'ledger.balanced_text': '每位用户的余额都等于其记账明细之和，所有账户合计为零。',
  'ledger.problems_one': '{{count}} 个问题',
  'ledger.problems_other': '{{count}} 个问题',
  'ledger.checked_at': '核对时间',
  'ledger.entries': '分录',
  'ledger.postings': '记账明细',
  'ledger.total': '所有账户合计',
  'ledger.recheck': '重新核对',
});
