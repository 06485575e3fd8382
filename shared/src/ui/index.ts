/** The few components and hooks every remote uses, plus the antd theme. */
export { AppProviders, type AppProvidersProps } from './app-providers.js';
/** Error pages (403 / 404 / 50X with back-home link) and the maintenance page. */
export { ErrorPage, MaintenancePage, type ErrorPageProps } from './error-page.js';
/** Loading placeholder shown only after 1000 ms. */
export { DelayedSkeleton, SKELETON_DELAY_MS, type DelayedSkeletonProps } from './delayed-skeleton.js';
/** Link to a user's profile. */
export { UserLink, type UserLinkProps } from './user-link.js';
/** Router-aware link (client routing inside a router, plain anchor outside). */
export { SmartLink } from './home-link.js';
/** Route guard: applies a pure guard from ./auth (render, redirect to login keeping the address, or 403). */
export { Guard, GuardRedirect, type GuardProps } from './guard.js';
/** Leave-page prompts: tab close/reload (anywhere) and in-app navigation (data router). */
export { useLeavePrompt, useLeaveBlocker } from './leave-prompt.js';
/** The antd theme (primary #0033ff) and the builder for a mode and a site's primary colour, at WCAG AA contrast. */
export { theme, themeFor, PRIMARY_COLOR, type ThemeOptions } from './theme.js';
/** The site's antd theme from the store (mode, siteinfo's primary colour and navbar style), live. */
export { useSiteTheme } from './site-theme.js';
/** Server-rendered (sanitized) markdown, with the broken-image marker. */
export { MarkdownView, BROKEN_IMAGE_CLASS, type MarkdownViewProps } from './markdown-view.js';
/** "3 hours ago" in the current language, the full date in the site's time zone on hover. */
export { TimeAgo, type TimeAgoProps } from './time-ago.js';
/** An image file input's upload with the browser's checks, progress and the server's error. */
export { useImageUpload } from './use-image-upload.js';
/** The report (flag) modal and its "Flag" button, for posts, answers, comments and profiles. */
export { ReportModal, ReportButton, duplicateLinkProblem, type ReportModalProps, type ReportButtonProps } from './report-modal.js';
/** A word-level diff of two versions of a text, and the diff colours (timelines, suggested-edit review). */
export { TextDiff, useDiffStyles, type TextDiffProps } from './text-diff.js';
/** A button the member's reputation may not allow yet (disabled, with the reputation needed as its tooltip). */
export { PrivilegeButton } from './privilege-button.js';
/** A plugin's config form built from its declared fields (admin plugin pages, members' plugin settings). */
export { PluginConfigForm, type PluginConfigFormProps } from './plugin-config-form.js';
/** The admin's custom header, footer or sidebar HTML (sanitized by the server). */
export { CustomHtml, type CustomHtmlPart, type CustomHtmlProps } from './custom-html.js';
