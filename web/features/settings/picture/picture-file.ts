/** What the avatar upload accepts (server/services/assets/upload-policy.ts). */
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPictureType = (typeof pictureTypes)[number];

/** 10 MiB, the upload limit: a phone photo fits. */
export const maxPictureBytes = 10 * 1024 * 1024;

export type TPictureProblem = 'invalidType' | 'tooBig';

/** Why a chosen file cannot be a profile picture, or null when it can. */
export function pictureProblem(file: { type: string; size: number }): TPictureProblem | null {
  if (!(pictureTypes as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > maxPictureBytes) return 'tooBig';
  return null;
}
