import { avatarSize, type TSourceRect } from './crop-math';

/** Decodes a picture file in the browser (EXIF orientation applied), ready for the canvas. */
export async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  return image;
}

/**
 * Draws the chosen square of the picture into a 200 × 200 canvas and encodes it as JPEG: a small
 * file whatever the original weighed. Transparent pictures get a white background.
 */
export function cropToBlob(
  image: CanvasImageSource,
  rect: TSourceRect,
  size: number = avatarSize,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.sx, rect.sy, rect.size, rect.size, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))),
      'image/jpeg',
      0.92,
    ),
  );
}
