import type { TLimit } from '../rate-limit';

/** What users may upload through signed URLs: raster pictures we can decode and re-encode. */
export const uploadKinds = ['avatar', 'boat_picture'] as const;
export type TUploadKind = (typeof uploadKinds)[number];

export const uploadContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TUploadContentType = (typeof uploadContentTypes)[number];

/** 10 MiB: a phone photo fits; the app-wide body limit (1 MiB) does not apply to the upload. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** Larger sides are decompression bombs, not boat photos. */
export const maxImageSide = 12_000;

/** Avatars should be 200x200 or more; smaller than 64 px is unusable even as a thumbnail. */
export const minImageSide: Record<TUploadKind, number> = { avatar: 64, boat_picture: 1 };

/** Each user may start this many uploads per hour: every one leaves a row and a file behind. */
export const uploadsPerUser: TLimit = { max: 120, windowSeconds: 60 * 60 };

/** sharp's name for each accepted type, and the extension of the stored original. */
export const uploadFormats = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
} as const satisfies Record<TUploadContentType, { format: string; extension: string }>;

export function isUploadContentType(value: string): value is TUploadContentType {
  return (uploadContentTypes as readonly string[]).includes(value);
}

/** Server-made key: the user's file name never reaches the file system. */
export function uploadStorageKey(
  kind: TUploadKind,
  assetId: string,
  contentType: TUploadContentType,
): string {
  return `uploads/${kind}/${assetId}.${uploadFormats[contentType].extension}`;
}
