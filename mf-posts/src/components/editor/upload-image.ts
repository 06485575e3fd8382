// The editor's image upload: POST file with source 'post' (the shared upload reports progress and routes errors
// like the api slice does).
import { uploadFile, type SendOptions } from '@site/shared/api';

/** Uploads an image for a post and resolves with its URL; rejects with an ApiError. */
export const uploadPostImage = (file: File, options: SendOptions): Promise<string> => uploadFile(file, { ...options, source: 'post' });
