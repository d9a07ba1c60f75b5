import { and, eq } from 'drizzle-orm';
import { assets } from '../../../db/schema';
import { appError, forbidden, notFound } from '../../errors';
import { cleanImage } from './clean-image';
import type { TAssetDeps } from './deps';
import { isUploadSignatureValid } from './signature';
import { isUploadContentType } from './upload-policy';

export type TReceivedUpload = {
  assetId: string;
  expires: number;
  signature: string;
  /** the request's Content-Type header, parameters included */
  contentType: string | undefined;
  /** the raw body: a Buffer for the image types, anything else for other types */
  body: unknown;
};

/** `image/jpeg; charset=x` → `image/jpeg` */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Receives the file for a signed upload URL: the signature is the only authorisation, so it is
 * checked before anything is revealed about the asset beyond its existence (ids are public in
 * media URLs anyway). Stores a metadata-free copy; the asset stays pending until its owner confirms.
 */
export async function receiveUpload(
  deps: TAssetDeps,
  upload: TReceivedUpload,
  now = new Date(),
): Promise<{ id: string }> {
  const [asset] = await deps.db
    .select({ kind: assets.kind, status: assets.status, contentType: assets.contentType })
    .from(assets)
    .where(eq(assets.id, upload.assetId));
  if (!asset) throw notFound();
  // The signed content type is the one stored with the asset when the URL was made.
  const grant = {
    assetId: upload.assetId,
    expires: upload.expires,
    contentType: asset.contentType,
  };
  if (!isUploadSignatureValid(deps.secret, grant, upload.signature, now)) throw forbidden();
  if (asset.status !== 'pending' || asset.kind === 'destination_picture') throw notFound();

  const contentType = mediaType(upload.contentType);
  if (
    contentType !== asset.contentType ||
    !isUploadContentType(contentType) ||
    !Buffer.isBuffer(upload.body)
  ) {
    throw appError('AA00017');
  }
  const image = await cleanImage(upload.body, contentType, asset.kind);

  await deps.db.transaction(async (tx) => {
    // The row lock keeps a confirm from landing between the check and the write: a ready asset's
    // file never changes, which is what lets media variants be cached forever.
    const [locked] = await tx
      .select({ storageKey: assets.storageKey })
      .from(assets)
      .where(and(eq(assets.id, upload.assetId), eq(assets.status, 'pending')))
      .for('update');
    if (!locked) throw notFound();
    await deps.storage.put(locked.storageKey, image.data);
    await tx
      .update(assets)
      .set({ byteSize: image.data.length, width: image.width, height: image.height })
      .where(eq(assets.id, upload.assetId));
  });
  return { id: upload.assetId };
}
