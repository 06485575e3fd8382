// A resource post's drive share on ask and edit: which posts may carry one, and what the request asks to store.
import { ContentType } from '@site/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { putDriveShare, type DriveShareRow } from '../../repositories/drive-shares-repo.js';
import { postWriteErrors } from '../post-write/post-write-errors.js';

/** What ask and edit send (both fields optional: absent on edit keeps the stored share). */
export interface DriveShareInput {
  share_url?: string;
  share_code?: string;
}

/**
 * The share to store, or undefined to leave it as it is (neither field sent). Only a resource carries one, and an
 * extraction code without its link means nothing; both are refused as field errors.
 */
export function driveShareToStore(contentType: number, input: DriveShareInput): DriveShareRow | undefined {
  if (input.share_url === undefined && input.share_code === undefined) return undefined;
  const share = { share_url: input.share_url ?? '', share_code: input.share_code ?? '' };
  if (contentType !== ContentType.resource) {
    if (share.share_url === '' && share.share_code === '') return undefined;
    throw postWriteErrors.field({ field: 'share_url', message: 'error.cloud_drive.share_not_for_kind' });
  }
  if (share.share_url === '' && share.share_code !== '') throw postWriteErrors.field({ field: 'share_code', message: 'error.cloud_drive.share_code_without_link' });
  return share;
}

/** Stores (or clears) the share in the post's own write transaction. */
export async function saveDriveShare(trx: Transaction<Database>, postId: string, share: DriveShareRow | undefined): Promise<void> {
  if (share) await putDriveShare(trx, postId, share);
}
