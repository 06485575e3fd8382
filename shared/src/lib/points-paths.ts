/**
 * Addresses of the member's points pages (mf-users) and the admin's (mf-admin). They sit outside `/users/` so that no
 * member's username (`/users/{username}`) can shadow them. mf-posts links to the recharge page when a member has too
 * few points to unlock a post (spec section 4), the shell's menu to all of them (spec section 2).
 */
export const POINTS_PATHS = {
  statement: '/points',
  recharge: '/points/recharge',
  exchange: '/points/exchange',
  entry: '/points/entry',
  verification: '/points/verification',
  withdrawal: '/points/withdrawal',
} as const;

export const ADMIN_POINTS_PATHS = {
  settings: '/admin/points/settings',
  verifications: '/admin/points/verifications',
  withdrawals: '/admin/points/withdrawals',
  rechargeCodes: '/admin/points/recharge-codes',
  grants: '/admin/points/grants',
  ledger: '/admin/points/ledger',
} as const;
