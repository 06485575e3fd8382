/** What the points pages share: their calls, their layout (sub-navigation and balance) and number display. */
export {
  FRESH,
  useGetPointsSummaryQuery,
  useGetPointsStatementQuery,
  useGetVerificationQuery,
  useGetWithdrawalsQuery,
  useEnterPlatformMutation,
  useExchangeReputationMutation,
  useRedeemRechargeCodeMutation,
  useSubmitVerificationMutation,
  useRequestWithdrawalMutation,
} from './points-api';
export { PointsLayout, type PointsPage } from './points-layout';
export { formatPoints } from './format-points';
export { rowTestId } from './row-test-id';
