/**
 * Server reason keys and validation messages (api-conventions: `reason` is an i18n key, `msg` its translation).
 * The server translates with these; the client uses them for the same messages in forms. Flat keys, no nesting.
 */
export const en_US = {
  'base.success': 'Success.',
  'base.unknown': 'Unknown error.',
  'base.request_format_error': 'Request format is not valid.',
  'base.unauthorized_error': 'Unauthorized.',
  'base.forbidden_error': 'Forbidden.',
  'base.not_found': 'Sorry, this page does not exist.',
  'base.too_many_requests': 'Too many requests. Please wait a moment and try again.',
  'base.payload_too_large': 'The request is too large.',
  'error.object.id_invalid': 'The ID is not valid.',
  'error.object.not_found': 'Object not found.',
  'error.question.not_found': 'Question not found.',
  'error.user.not_found': 'User not found.',
  'error.user.login_failed': 'Email or password incorrect.',
  'error.user.suspended': 'Your account has been suspended.',
  'error.user.inactive': 'Your account is not activated yet.',
  'error.user.name_required': 'Username cannot be empty.',
  'error.user.name_too_long': 'Username cannot exceed 30 characters.',
  'error.user.name_invalid': 'Username can only contain a-z, 0-9, and "- . _".',
  'error.captcha.required': 'Captcha text is required.',
  'error.captcha.verification_failed': 'Verification failed.',
  'error.email.invalid': 'Email format is not valid.',
  'error.password.length': 'Password length must be 8-32 characters.',
  'error.install.site_name_required': 'Site name cannot be empty.',
  'error.install.site_name_too_long': 'Site name cannot exceed 30 characters.',
  'error.install.site_url_required': 'Site URL cannot be empty.',
  'error.install.site_url_too_long': 'Site URL cannot exceed 512 characters.',
  'error.install.site_url_invalid': 'Site URL is not a valid URL.',
  'error.install.db_connection_failed': 'Database connection failed!',
  'error.install.config_file_failed': 'Unable to create config.yaml file.',
  'error.install.already_installed': 'The site is already installed. Log in as an admin to change its settings.',
  'error.install.not_installed': 'The site is not installed yet. Finish the install wizard at /install first.',
  'error.request.timeout': 'The request timed out. Please try again.',
  'error.request.network': 'Network error. Please check your connection and try again.',
  'error.validation.required': 'This field is required.',
  'error.validation.invalid': 'This value is not valid.',
  'error.validation.too_long': 'This value is too long.',
  'error.validation.too_short': 'This value is too short.',
  'error.validation.too_small': 'This number is too small.',
  'error.validation.too_big': 'This number is too large.',
} as const;

export type MessageKey = keyof typeof en_US;
export type Catalogue = Record<MessageKey, string>;
