/** Widths the media endpoint renders; pages pick with srcset/sizes. */
export const pictureWidths = [320, 480, 640, 960, 1280, 1920] as const;
export type TPictureWidth = (typeof pictureWidths)[number];

export function pictureUrl(assetId: string, width: TPictureWidth): string {
  return `/media/${assetId}/${width}.webp`;
}

export function pictureSrcSet(
  assetId: string,
  widths: readonly TPictureWidth[] = pictureWidths,
): string {
  return widths.map((w) => `${pictureUrl(assetId, w)} ${w}w`).join(', ');
}
