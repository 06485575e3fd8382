/** The one RTK Query api slice, its baseQuery (envelope, headers, timeout, spec section 8 error routing) and helpers. */
export {
  api,
  TAG_TYPES,
  useGetSiteInfoQuery,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useGetUserCenterAgentQuery,
  useGetLanguageOptionsQuery,
  useGetActionRecordQuery,
  useLazyGetActionRecordQuery,
} from './api.js';
/** Endpoint definitions from contract entries: `build.query({ ...fromContract(endpoints.X), providesTags })`. */
export { fromContract, contractRequest, type ArgOf, type ContractDefinition, type FromContractOptions } from './from-contract.js';
/** The current user's refresh, throttled to once per 10 s unless forced (spec section 4). */
export { refreshUser, type RefreshUserOptions } from './refresh-user.js';
/** The baseQuery and its 10 s timeout. */
export { baseQuery, REQUEST_TIMEOUT_MS } from './base-query.js';
/** API origin override (tests, split deployments). */
export { setApiBaseUrl, getApiBaseUrl } from './base-url.js';
/** Request args, per-request policy and the rejected error shape. */
export { isApiError, type ApiArgs, type ApiError, type RequestPolicy, type TransportStatus } from './types.js';
/** Form helpers: server field errors onto antd fields, and a message for any error. */
export { mapFieldErrors, errorMessage, type FormFieldError } from './field-errors.js';
/** The spec section 8 routing, exposed for calls made outside RTK Query (e.g. streams). */
export { routeError, type RouteContext } from './route-error.js';
/** POST to a streaming endpoint (text/event-stream read with fetch + ReadableStream), frame by frame. */
export { postEventStream, type StreamEnd, type StreamOptions } from './event-stream.js';
/** Follows a live GET stream (the badge, an open post, a list) with reconnects; answers whether frames arrive. */
export { useLiveStream, LIVE_STREAM_START_DELAY_MS, type LiveStreamOptions } from './use-live-stream.js';
/** POST file with upload progress (XHR), and the browser-side image checks (images only, at most 4 MB). */
export { uploadFile, uploadPicture, checkImageFile, type SendOptions, type UploadOptions, type UploadSource } from './upload-file.js';
/** What the member's reputation allows (GET permission, one cached request for every button's action). */
export { usePrivilege, PAGE_ACTIONS, type PageAction, type Privilege } from './use-privilege.js';
/** The people search (user/info/search), shared by the invite box and the user list. */
export { peopleSearchApi, useSearchUserInfoQuery, useLazySearchUserInfoQuery } from './people-search.js';
