/**
 * Server reason keys and validation messages (api-conventions: `reason` is an i18n key, `msg` its translation).
 * The server translates with these; the client uses them for the same messages in forms. Flat keys, no nesting.
 */
import { accountDataMessages_en_US } from './account-data.js';
import { aiMessages_en_US } from './ai.js';
import { notificationMessages_en_US } from './notifications.js';
import { mailMessages_en_US } from './mail.js';
import { reviewMessages_en_US } from './review.js';
import { pointsMessages_en_US } from './points.js';
import { cloudDriveMessages_en_US } from './cloud-drive.js';
import { profileMessages_en_US } from './profile.js';
import { postMessages_en_US } from './posts/index.js';
import { adminContentsMessages_en_US } from './admin-contents.js';
import { privilegeMessages_en_US } from './privileges.js';
import { adminUsersMessages_en_US } from './admin-users.js';
import { siteSettingsMessages_en_US } from './site-settings.js';
import { pluginMessages_en_US } from './plugins.js';

export const en_US = {
  'base.success': 'Success.',
  'base.unknown': 'Unknown error.',
  'base.request_format_error': 'Request format is not valid.',
  'base.unauthorized_error': 'Unauthorized.',
  'base.forbidden_error': 'Forbidden.',
  'base.not_found': 'Sorry, this page does not exist.',
  'base.too_many_requests': 'Too many requests. Please wait a moment and try again.',
  'base.payload_too_large': 'The request is too large.',
  'base.service_unavailable': 'The site is restarting. Please try again in a few seconds.',
  'base.database_unavailable': 'The site cannot reach its database right now. Please try again in a few seconds.',
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
  'error.install.interrupted':
    'The previous set-up was interrupted before it finished (the server stopped). Nothing of it was kept: run it again.',
  'error.install.init_failed':
    'Setting up the database failed. The server log says why; fix that, then run this step again.',
  'error.install.not_installed': 'The site is not installed yet. Finish the install wizard at /install first.',
  'error.request.timeout': 'The request timed out. Please try again.',
  'error.request.network': 'Network error. Please check your connection and try again.',
  'error.validation.required': 'This field is required.',
  'error.validation.invalid': 'This value is not valid.',
  'error.validation.too_long': 'This value is too long.',
  'error.validation.too_short': 'This value is too short.',
  'error.validation.too_small': 'This number is too small.',
  'error.validation.too_big': 'This number is too large.',
  'error.validation.invalid_characters': 'This text contains a character that cannot be saved (a null character or a broken Unicode character). Remove it and try again.',
  'error.smtp.port_range': 'SMTP port must be between 1 and 65535.',
  'error.smtp.encryption_invalid': 'Encryption must be SSL, TLS or none.',
  'error.smtp.not_configured': 'SMTP is not configured yet. Fill in the from email, SMTP host and port first.',
  'error.smtp.send_failed': 'The test email could not be sent. Check the SMTP host, port, encryption, username and password, then try again.',
  'error.user.display_name_required': 'Display name cannot be empty.',
  'error.user.display_name_too_long': 'Display name cannot exceed 30 characters.',
  'error.user.name_taken': 'This username is already taken.',
  'error.user.registration_closed': 'New registrations are closed on this site.',
  'error.user.email_registration_closed': 'Registration by email is closed on this site.',
  'error.user.password_login_disabled': 'Password login is switched off on this site.',
  'error.user.already_activated': 'Your account is already activated.',
  'error.user.cannot_act_on_self': 'Forbidden to perform operations on oneself.',
  'error.user.update_not_allowed': 'This site does not allow changing this field.',
  'error.user.deleted': 'This account has been deleted.',
  'error.email.required': 'Email cannot be empty.',
  'error.email.duplicate': 'This email is already in use.',
  'error.email.domain_invalid': 'Email domain is not valid.',
  'error.email.domain_not_allowed': 'Registration is not open to this email domain.',
  'error.email.same_as_current': 'This is already your email address.',
  'error.password.old_incorrect': 'The old password is incorrect.',
  'error.password.incorrect': 'The password is incorrect.',
  'error.link.expired': 'This link has expired or has already been used. Please request a new one.',
  'error.mail.send_failed': 'The email could not be sent. Please try again later.',
  'error.website.invalid': 'Website URL format is incorrect.',
  'error.connector.name_invalid': 'Connector name can only contain a-z, 0-9, "-" and "_".',
  'error.connector.icon_not_svg': 'The icon must be an SVG image.',
  'error.connector.not_found': 'This login method is not available.',
  'error.connector.auth_failed': 'Third-party login failed. Please allow the app to access your email, then try again.',
  'error.connector.last_login_method': 'This is your only way to log in. Set a password before removing it.',
  'error.connector.last_site_login_way': 'Password login is switched off: keep at least one connector enabled, or switch password login on first.',
  'error.connector.name_duplicate': 'Two login connectors cannot have the same name.',
  'error.connector.secret_required': 'The client secret is required.',
  'error.connector.bound_elsewhere': 'This third-party account is already linked to another user.',
  'error.url.http_only': 'Enter an http:// or https:// URL.',
  'error.upload.not_image': 'Only image files can be uploaded.',
  'error.upload.too_large': 'The file cannot be larger than 4 MB.',
  'error.picture.prompt_too_long': 'The prompt cannot be longer than 2000 characters.',
  'error.picture.required': 'Add a picture: generate one or upload your own.',
  'error.picture.not_yours': 'This picture cannot be used: upload or generate it again.',
  'error.picture.too_many_pixels': 'The picture is too large: at most 40 megapixels.',
  'error.avatar.not_uploaded': 'Choose a picture uploaded to this site.',
  'mail.test.sent': 'Sent successfully.',
  ...postMessages_en_US,
  ...pointsMessages_en_US,
  ...cloudDriveMessages_en_US,
  ...profileMessages_en_US,
  ...aiMessages_en_US,
  ...accountDataMessages_en_US,
  ...notificationMessages_en_US,
  ...mailMessages_en_US,
  ...reviewMessages_en_US,
  ...privilegeMessages_en_US,
  ...adminUsersMessages_en_US,
  ...adminContentsMessages_en_US,
  ...siteSettingsMessages_en_US,
  ...pluginMessages_en_US,
} as const;

export type MessageKey = keyof typeof en_US;
export type Catalogue = Record<MessageKey, string>;
