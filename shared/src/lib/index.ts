/**
 * Pure helpers shared by every part of the front end: formatting, local storage with expiry, draft saving, post kinds
 * and addresses, text diffs, the cloud drive's interface. No page state (shared per content, see
 * scripts/webpack/stateless-shares.mjs): what the page holds (display time zone, cloud-drive provider) is in
 * @site/shared/page.
 */
export {
  /** Local storage with JSON values and expiry (7 days default); survives a missing localStorage. */
  storage,
  /** Every local storage key the front end uses. */
  STORAGE_KEYS,
  /** 7 days in ms, the default entry lifetime. */
  DEFAULT_STORAGE_TTL_MS,
} from './storage.js';
/** Debounced local drafts (3 s); `remove()` stops saving until `clear()`. */
export { createDraftSaver, DRAFT_DEBOUNCE_MS, type DraftSaver } from './draft-saver.js';
/**
 * Number and duration display (spec section 9), and dates in a given language and time zone (the page's current
 * ones: formatDate and relativeTime of @site/shared/page).
 */
export {
  formatCount,
  formatPoints,
  formatDurationWith,
  formatDateIn,
  relativeTimeIn,
  isTimeZone,
  DEFAULT_TIME_ZONE,
  type CommonTexts,
  type DateDisplay,
} from './format.js';
/** The five post kinds, the kind a list or ask address shows, and the addresses of a kind's list and ask page. */
export {
  CONTENT_KINDS,
  contentKindOf,
  isListPath,
  listKindOf,
  askKindFrom,
  DEFAULT_ASK_KIND,
  listPathOf,
  askPathOf,
  type ContentKind,
  type ContentKindKey,
} from './content-kinds.js';
/** Addresses of the member's and the admin's points pages. */
export { POINTS_PATHS, ADMIN_POINTS_PATHS } from './points-paths.js';
/** The cloud drive's interface, messages and error; the drive itself is provided through @site/shared/page. */
export {
  CloudDriveError,
  driveFileSchema,
  driveShareSchema,
  driveSavedSchema,
  driveFilesSchema,
  driveFailedSchema,
  type CloudDrive,
  type CloudDriveErrorCode,
  type DriveFile,
  type DriveShare,
  type DriveSaved,
} from './cloud-drive.js';
/** Word and markdown-block diffs of two versions of a text (revision timelines, suggested-edit review). */
export { diffWords, diffBlocks, diffPieces, markdownBlocks, DIFF_CELL_LIMIT, type DiffPart } from './text-diff.js';
