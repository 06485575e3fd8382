// Pictures for AI picture posts: a member's own file (POST picture) or, through the same savePicture, a generated
// image. Both are stored through the upload storage with a thumbnail, then wait for one of the member's posts.
import type { Picture } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { presentPicture } from '../../presenters/picture-presenter.js';
import { insertPicture, type PictureRow } from '../../repositories/pictures-repo.js';
import { newUploadKey, type UploadStorage } from '../upload/storage.js';
import { pictureImages } from './picture-images.js';

export interface PictureInput {
  data: Buffer;
  prompt: string;
  source: 'ai' | 'upload';
  /** The model that made a generated picture ('' for uploads). */
  model?: string;
}

/**
 * Stores the image and its thumbnail, then the picture's row (files first: a row never names a missing file).
 * `alongside` runs in the row's transaction (a generated picture's charge): when it throws, no row is kept.
 */
export async function savePicture(
  storage: UploadStorage,
  db: Kysely<Database>,
  userId: string,
  input: PictureInput,
  alongside?: (trx: Transaction<Database>, row: PictureRow) => Promise<void>,
): Promise<Picture> {
  const images = await pictureImages(input.data);
  const imageKey = newUploadKey('aipic', images.kind);
  const thumbnailKey = newUploadKey('aipic', 'webp');
  await storage.put(imageKey, input.data);
  await storage.put(thumbnailKey, images.thumbnail);
  const newRow = {
    userId,
    imageKey,
    thumbnailKey,
    width: images.width,
    height: images.height,
    prompt: input.prompt,
    source: input.source,
    model: input.model ?? '',
  };
  const row = alongside
    ? await db.transaction().execute(async (trx) => {
        const inserted = await insertPicture(trx, newRow);
        await alongside(trx, inserted);
        return inserted;
      })
    : await insertPicture(db, newRow);
  return presentPicture(row);
}

/** POST picture: the member's own file (missing, cut at the size limit, or not an image: field errors on `file`). */
export async function uploadPicture(
  storage: UploadStorage,
  db: Kysely<Database>,
  userId: string,
  file: { data: Buffer; truncated: boolean } | null,
  prompt: string,
): Promise<Picture> {
  if (!file || file.data.length === 0) throw errors.fields([{ field: 'file', message: 'error.validation.required' }]);
  if (file.truncated) throw errors.fields([{ field: 'file', message: 'error.upload.too_large' }]);
  return savePicture(storage, db, userId, { data: file.data, prompt, source: 'upload' });
}
