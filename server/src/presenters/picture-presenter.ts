import type { Picture } from '@site/shared/contract';
import type { PictureJson } from '../repositories/pictures-repo.js';
import { uploadUrl } from '../services/upload/storage.js';

export const presentPicture = (r: PictureJson): Picture => ({
  id: r.id,
  image_url: uploadUrl(r.image_key),
  thumbnail_url: uploadUrl(r.thumbnail_key),
  width: r.width,
  height: r.height,
  prompt: r.prompt,
  source: r.source,
  model: r.model,
});
