import { api, ApiError, clientErrorCodes, requestTimeoutMs } from '../../../lib/api';

type TUploadTicket = {
  id: string;
  url: string;
  method: 'PUT';
  headers: { 'content-type': string };
};

/** PUTs the bytes to the signed URL with XMLHttpRequest, whose upload reports its progress. */
function sendWithProgress(
  ticket: TUploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(ticket.method, ticket.url);
    request.setRequestHeader('content-type', ticket.headers['content-type']);
    request.timeout = requestTimeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      // spec §8 (AA00017): the file did not make it
      else reject(new ApiError(request.status, 'AA00017', null));
    };
    request.onerror = () => reject(new ApiError(0, clientErrorCodes.network, null));
    request.ontimeout = () => reject(new ApiError(0, clientErrorCodes.timeout, null));
    request.send(file);
  });
}

/**
 * One boat picture through signed URLs (spec §7): ask for a URL, PUT the file there (reporting
 * progress), confirm the asset. Answers the asset id for the boat's gallery.
 */
export async function uploadBoatPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const ticket = await api.post<TUploadTicket>('/asset/generate-signed-url', {
    kind: 'boat_picture',
    contentType: file.type,
    size: file.size,
  });
  await sendWithProgress(ticket, file, onProgress);
  const asset = await api.request<{ id: string }>(`/asset/${ticket.id}/confirm`, {
    method: 'PUT',
  });
  return asset.id;
}
