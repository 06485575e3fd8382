import { uploadSourceSchema } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { isActivated, isAdmin, isSuspended } from '../../policies/user-policy.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { sniffImage } from './sniff-image.js';
import { newUploadKey, uploadUrl, type UploadSource, type UploadStorage } from './storage.js';

/** What the multipart body held: the `source` field and the `file` part (truncated when it passed the limit). */
export interface UploadInput {
  source: string | undefined;
  file: { data: Buffer; truncated: boolean } | null;
}

/**
 * Who may upload what: an avatar any logged user who is not suspended, a post image an activated user, branding
 * (logo, icons) an admin.
 */
function checkMayUpload(user: UserRow, source: UploadSource) {
  if (isSuspended(user)) throw errors.forbidden('suspended', 'error.user.suspended');
  if (source === 'avatar') return;
  if (!isActivated(user)) throw errors.forbidden('inactive', 'error.user.inactive');
  if (source === 'branding' && !isAdmin(user)) throw errors.forbidden();
}

/**
 * Stores an uploaded image and answers its URL (root-relative: `/uploads/<source>/<random>.<ext>`).
 * Every problem with the file is a field error on `file`, so a form or a toast shows the same message.
 */
export async function storeUpload(storage: UploadStorage, user: UserRow, input: UploadInput): Promise<string> {
  const parsed = uploadSourceSchema.safeParse(input.source);
  if (!parsed.success) {
    throw errors.fields([{ field: 'source', message: input.source ? 'error.validation.invalid' : 'error.validation.required' }]);
  }
  const source = parsed.data;
  checkMayUpload(user, source);
  if (!input.file || input.file.data.length === 0) throw errors.fields([{ field: 'file', message: 'error.validation.required' }]);
  if (input.file.truncated) throw errors.fields([{ field: 'file', message: 'error.upload.too_large' }]);
  const kind = sniffImage(input.file.data);
  if (!kind) throw errors.fields([{ field: 'file', message: 'error.upload.not_image' }]);
  const key = newUploadKey(source, kind);
  await storage.put(key, input.file.data);
  return uploadUrl(key);
}
