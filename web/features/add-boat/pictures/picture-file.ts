/** What the upload accepts (server/services/assets/upload-policy.ts). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 10 MiB, the upload limit: a phone photo fits. */
export const maxPictureBytes = 10 * 1024 * 1024;

/** A boat has at most 20 pictures (ZBoatPicturesStep). */
export const maxPictures = 20;

export type TPictureProblem = 'invalidType' | 'tooBig';

/** Why a chosen file cannot be a boat picture, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): TPictureProblem | null {
  if (!(pictureTypes as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > maxPictureBytes) return 'tooBig';
  return null;
}
