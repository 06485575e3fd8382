// The editor's image upload: POST file with source 'post' (the shared upload reports progress and routes errors
// like the api slice does).
import { uploadFile } from '@site/shared/api';
import type { AppDispatch } from '@site/shared/store';

export { checkImageFile } from '@site/shared/api';

export interface UploadImageOptions {
  token: string | null;
  dispatch: AppDispatch;
  onProgress?: (percent: number) => void;
}

/** Uploads an image for a post and resolves with its URL; rejects with an ApiError. */
export const uploadPostImage = (file: File, options: UploadImageOptions): Promise<string> => uploadFile(file, { ...options, source: 'post' });
