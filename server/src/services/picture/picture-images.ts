// A picture's stored files: the image as it came (its kind checked by its bytes) and a WebP thumbnail for the card
// view, made with sharp (libvips). Decoding is bounded: a small file that unpacks into a huge bitmap is refused.
import { PICTURE_THUMBNAIL_WIDTH } from '@site/shared/contract';
import sharp from 'sharp';
import { AppError, errors } from '../../errors/app-error.js';
import { sniffImage, type ImageKind } from '../upload/sniff-image.js';

/** The most pixels a picture may have (about 8000 x 5000). */
export const PICTURE_MAX_PIXELS = 40_000_000;

export interface PictureImages {
  kind: ImageKind;
  width: number;
  height: number;
  thumbnail: Buffer;
}

const fileError = (message: string) => errors.fields([{ field: 'file', message }]);

/** Reads the picture's size (as shown: EXIF rotation applied) and makes its thumbnail; field errors on `file`. */
export async function pictureImages(data: Buffer): Promise<PictureImages> {
  const kind = sniffImage(data);
  if (!kind) throw fileError('error.upload.not_image');
  const open = () => sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS, animated: false });
  try {
    const meta = await open().metadata();
    if (!meta.width || !meta.height) throw fileError('error.upload.not_image');
    if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw fileError('error.picture.too_many_pixels');
    const turned = (meta.orientation ?? 1) >= 5;
    const thumbnail = await open().rotate().resize({ width: PICTURE_THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { kind, width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, thumbnail };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // libvips refuses what it cannot decode (a truncated or corrupt file) or what passes the pixel limit.
    throw fileError(/pixel limit/i.test(String((err as Error).message)) ? 'error.picture.too_many_pixels' : 'error.upload.not_image');
  }
}
