/**
 * The geometry of the square avatar crop. The picture (natural size `width` × `height`) is shown
 * inside a square viewport of `viewport` CSS pixels: at zoom 1 its shorter side fills the viewport
 * (cover), and zoom multiplies that. `x` and `y` are where the picture's top-left corner sits,
 * relative to the viewport's, in viewport pixels; they are always ≤ 0 so the picture covers it.
 */
export type TImageSize = { width: number; height: number };
export type TCrop = { zoom: number; x: number; y: number };
export type TSourceRect = { sx: number; sy: number; size: number };

/** Spec §9: the recommended (and produced) profile picture size. */
export const avatarSize = 200;
export const minZoom = 1;
export const maxZoom = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Viewport pixels per picture pixel at zoom 1: the shorter side fills the viewport. */
export function coverScale(image: TImageSize, viewport: number): number {
  return viewport / Math.min(image.width, image.height);
}

export function scaleOf(image: TImageSize, viewport: number, zoom: number): number {
  return coverScale(image, viewport) * zoom;
}

/** Keeps the picture covering the viewport: no empty band on any side. */
export function clampCrop(crop: TCrop, image: TImageSize, viewport: number): TCrop {
  const zoom = clamp(crop.zoom, minZoom, maxZoom);
  const scale = scaleOf(image, viewport, zoom);
  return {
    zoom,
    x: clamp(crop.x, viewport - image.width * scale, 0),
    y: clamp(crop.y, viewport - image.height * scale, 0),
  };
}

/** Zoom 1, centred: the middle square of the picture. */
export function initialCrop(image: TImageSize, viewport: number): TCrop {
  const scale = coverScale(image, viewport);
  return clampCrop(
    {
      zoom: minZoom,
      x: (viewport - image.width * scale) / 2,
      y: (viewport - image.height * scale) / 2,
    },
    image,
    viewport,
  );
}

/** Moves the picture by a drag or an arrow key, within bounds. */
export function panCrop(
  crop: TCrop,
  dx: number,
  dy: number,
  image: TImageSize,
  viewport: number,
): TCrop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image, viewport);
}

/**
 * Changes the zoom keeping the picture point under `anchor` (viewport pixels; the centre by
 * default) where it is, as a photo app does.
 */
export function zoomCrop(
  crop: TCrop,
  nextZoom: number,
  image: TImageSize,
  viewport: number,
  anchor: { x: number; y: number } = { x: viewport / 2, y: viewport / 2 },
): TCrop {
  const zoom = clamp(nextZoom, minZoom, maxZoom);
  const ratio = zoom / crop.zoom;
  return clampCrop(
    {
      zoom,
      x: anchor.x - (anchor.x - crop.x) * ratio,
      y: anchor.y - (anchor.y - crop.y) * ratio,
    },
    image,
    viewport,
  );
}

/** The square of the picture (in its own pixels) that the viewport shows: what the canvas draws. */
export function sourceRect(crop: TCrop, image: TImageSize, viewport: number): TSourceRect {
  const { x, y, zoom } = clampCrop(crop, image, viewport);
  const scale = scaleOf(image, viewport, zoom);
  const size = Math.min(viewport / scale, image.width, image.height);
  return {
    sx: clamp(-x / scale, 0, image.width - size),
    sy: clamp(-y / scale, 0, image.height - size),
    size,
  };
}

/** True when the picture is smaller than the recommended 200 × 200 (it will be upscaled). */
export function isBelowRecommended(image: TImageSize): boolean {
  return Math.min(image.width, image.height) < avatarSize;
}
