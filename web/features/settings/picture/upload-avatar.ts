import type { TErrorBody } from '../../../../shared/errors';
import { pictureUrl } from '../../../../shared/media';
import { api, ApiError, clientErrorCodes, requestTimeoutMs } from '../../../lib/api';
import { updateProfile } from '../api';

type TUploadTicket = {
  id: string;
  url: string;
  method: 'PUT';
  headers: { 'content-type': string };
};

/** Spec §8 (AA00017): the file did not make it; the server's message when it sent one. */
function uploadFailed(status: number, body: Partial<TErrorBody> | null): ApiError {
  if (body?.code && body.message?.es && body.message.en)
    return new ApiError(status, body.code, body.message, body.fields ?? []);
  return new ApiError(status, 'AA00017', null);
}

/** PUTs the bytes to the signed URL: no token, the URL's signature authorises it. */
async function sendFile(ticket: TUploadTicket, file: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(ticket.url, {
      method: ticket.method,
      headers: ticket.headers,
      body: file,
      credentials: 'omit',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new ApiError(0, clientErrorCodes.network, null);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as Partial<TErrorBody> | null;
  throw uploadFailed(response.status, body);
}

/**
 * Makes a picture the user's avatar (spec §7): ask for a signed URL, PUT the file there, confirm
 * the asset, then link it with `PUT /user/me { avatarAssetId }`. Answers the avatar's URL as
 * `GET /user/me` will give it.
 */
export async function uploadAvatar(file: Blob): Promise<string> {
  const ticket = await api.post<TUploadTicket>('/asset/generate-signed-url', {
    kind: 'avatar',
    contentType: file.type,
    size: file.size,
  });
  await sendFile(ticket, file);
  const asset = await api.request<{ id: string; url: string }>(`/asset/${ticket.id}/confirm`, {
    method: 'PUT',
  });
  await updateProfile({ avatarAssetId: asset.id });
  return pictureUrl(asset.id, 320);
}
