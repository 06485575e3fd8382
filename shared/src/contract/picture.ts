import { z } from 'zod';
import { API_PREFIX, def } from './define.js';

/** A picture's prompt (what made it, or what the member says made it) at most. */
export const PICTURE_PROMPT_MAX = 2000;
/** The width thumbnails are made at for the card view (height follows the picture's shape). */
export const PICTURE_THUMBNAIL_WIDTH = 480;

/**
 * An AI picture post's picture (content_type 5; our extension): the stored image, its thumbnail for lists, its size,
 * the prompt, and where it came from (`ai`, with the model that made it, or `upload`, a member's own file).
 */
export const pictureSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  prompt: z.string(),
  source: z.enum(['ai', 'upload']),
  model: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const picturePromptSchema = z.string().max(PICTURE_PROMPT_MAX, { message: 'error.picture.prompt_too_long' });

/** The text fields of POST picture's multipart body (the file itself is its `file` part). */
export const pictureUploadFieldsSchema = z.object({ prompt: picturePromptSchema.default('') });

export const pictureEndpoints = {
  // A picture for an AI picture post, from the member's own file (multipart: `file`, and `prompt`); our extension.
  uploadPicture: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/picture`, response: pictureSchema }),
} as const;
