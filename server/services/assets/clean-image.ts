import sharp from 'sharp';
import { appError } from '../../errors';
import {
  maxImageSide,
  minImageSide,
  uploadFormats,
  type TUploadContentType,
  type TUploadKind,
} from './upload-policy';

export type TCleanImage = { data: Buffer; width: number; height: number };

const uploadError = () => appError('AA00017');

/** Re-encoding settings close to the original: it is the source every variant is made from. */
const encoders = {
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: 90 }),
  png: (image: sharp.Sharp) => image.png(),
  webp: (image: sharp.Sharp) => image.webp({ quality: 90 }),
};

/**
 * Checks that `bytes` really are a picture of the declared type within the size limits, then
 * re-encodes it: sharp drops EXIF (GPS position, camera serial) and XMP unless asked to keep them,
 * and `rotate()` bakes the EXIF orientation into the pixels before that tag is lost.
 * Anything wrong answers 400 AA00017.
 */
export async function cleanImage(
  bytes: Buffer,
  contentType: TUploadContentType,
  kind: TUploadKind,
): Promise<TCleanImage> {
  const { format } = uploadFormats[contentType];
  // The header alone: a bomb is refused before a single pixel is decoded.
  const metadata = await readMetadata(bytes);
  const { width, height } = metadata;
  const min = minImageSide[kind];
  if (metadata.format !== format || !width || !height) throw uploadError();
  if (Math.min(width, height) < min || Math.max(width, height) > maxImageSide) throw uploadError();

  try {
    const { data, info } = await encoders[format](
      sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide }).rotate(),
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // truncated or corrupt pixel data behind a valid header
    throw uploadError();
  }
}

async function readMetadata(bytes: Buffer): Promise<sharp.Metadata> {
  try {
    // sharp throws synchronously for an empty buffer, hence await inside try
    return await sharp(bytes).metadata();
  } catch {
    throw uploadError();
  }
}
