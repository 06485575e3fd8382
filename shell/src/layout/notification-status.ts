import { api, fromContract, useLiveStream } from '@site/shared/api';
import { endpoints, NOTIFICATION_POLL_MS, NOTIFICATION_POLL_STREAMING_MS } from '@site/shared/contract';
import { selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';

const notificationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A 50X answer to the poll is ignored (spec section 8): the badge keeps its last count, no error page.
    getNotificationStatus: build.query({
      ...fromContract(endpoints.getNotificationStatus, { policy: { ignore50X: true } }),
      providesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationStatusQuery } = notificationStatusApi;

/**
 * The logged member's red dots: the server's live stream replaces the status at once on each change, and the poll
 * runs every 3 s (spec section 9) while the stream is not connected, every 30 s while it is; nothing for visitors.
 */
export function useNotificationStatus() {
  const dispatch = useAppDispatch();
  const { logged } = useAppSelector(selectLoginState);
  const streaming = useLiveStream(endpoints.streamNotificationStatus, {
    enabled: logged,
    key: 'notifications',
    onFrame: (status) => dispatch(notificationStatusApi.util.upsertQueryData('getNotificationStatus', undefined, status)),
  });
  const { data } = useGetNotificationStatusQuery(undefined, {
    skip: !logged,
    pollingInterval: streaming ? NOTIFICATION_POLL_STREAMING_MS : NOTIFICATION_POLL_MS,
  });
  return logged ? data : undefined;
}
