/**
 * English UI texts of the `common` namespace: only what more than one package shows (the post kinds' names, the
 * spec's error pages, toasts and dialogs, durations, user names). A package's own texts live in that package, in its
 * own namespace (`shell`, `posts`, `users`, `review`, `admin`, `install`), and its bundle registers them at load.
 * Flat keys; i18next runs with keySeparator false.
 */
export const common_en_US = {
  // Navigation entries that name a remote's pages too (spec section 2; the shell's own entries are in the shell)
  'nav.question': 'Questions',
  'nav.article': 'Articles',
  'nav.resource': 'Resources',
  'nav.bounty': 'Bounties',
  'nav.aipic': 'AI pictures',
  'nav.review': 'Review',
  'nav.admin': 'Admin',
  // Error pages (spec section 8, verbatim)
  'error_page.403': 'You do not have permission to access this page.',
  'error_page.404': 'Sorry, this page does not exist.',
  'error_page.50X': 'The server encountered an error and could not complete your request.',
  'error_page.back_home': 'Back to home page',
  'maintenance.text': 'We are undergoing maintenance and will be back soon.',
  'suspended.text': 'Your account has been suspended.',
  // Toasts (spec section 8, verbatim)
  'toast.update_success': 'Update successful.',
  'toast.operation_failed': 'Operation failed.',
  'toast.exchange_min_point': 'At least 1 point is required for the exchange for points.',
  'toast.exchange_disabled': 'Reputation to points feature is temporarily disabled.',
  'toast.platform_entry_first': 'Please complete platform entry first.',
  'toast.password_updated': 'Password updated successfully.',
  'toast.flag_thanks': 'Thank you for flagging.',
  'toast.no_self_operation': 'Forbidden to perform operations on oneself.',
  'toast.revision_pending': 'Your revision will show after it passes review.',
  'toast.sent': 'Sent successfully.',
  'message.no_self_vote': 'You cannot vote for your own posts.',
  // Dialogs and prompts
  'dialog.ok': 'OK',
  'dialog.cancel': 'Cancel',
  'dialog.close': 'Close',
  'dialog.confirm_title': 'Please confirm',
  'leave_prompt.text': 'You have unsaved changes. Are you sure you want to leave this page?',
  'loading': 'Loading...',
  'common.coming_soon': 'This page is not available yet.',
  // Durations (spec section 9)
  'duration.less_than_hour': 'less than 1 hour',
  'duration.hours_one': '{{count}} hour',
  'duration.hours_other': '{{count}} hours',
  'duration.days_one': '{{count}} day',
  'duration.days_other': '{{count}} days',
  // Post kinds (singular; `nav.<kind>` is the plural) and users
  'content_type.question': 'Question',
  'content_type.article': 'Article',
  'content_type.resource': 'Resource',
  'content_type.bounty': 'Bounty',
  'content_type.aipic': 'AI picture',
  'user.anonymous': 'Anonymous',
  'user.deleted': 'Deleted user',
  // The report (flag) modal, on posts, answers and comments (mf-posts) and on profiles (mf-users); spec section 5
  'report.flag': 'Flag',
  'report.title': 'Flag',
  'report.hint': 'I am flagging this for:',
  'report.submit': 'Flag',
  'report.reason_required': 'Please select a reason.',
  'report.content_required': 'Cannot be empty',
  'report.url_invalid': 'URL format is incorrect.',
  'report.url_origin_mismatch': 'URL origin does not match the current website.',
  'report.captcha_label': 'Captcha',
  'report.captcha_refresh': 'Show another captcha',
  'report.captcha_image': 'Captcha image',
  'report.captcha_required': 'Captcha text is required.',
};

export type CommonKey = keyof typeof common_en_US;
