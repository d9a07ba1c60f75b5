import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { confirmUpload } from '../../services/assets/confirm-upload';
import { createUpload } from '../../services/assets/create-upload';
import type { TAssetDeps } from '../../services/assets/deps';
import { receiveUpload } from '../../services/assets/receive-upload';
import {
  maxUploadBytes,
  uploadContentTypes,
  uploadKinds,
} from '../../services/assets/upload-policy';

const tags = ['asset'];
const security = [{ bearerAuth: [] }];

const ZGenerateSignedUrlRequest = z.object({
  kind: z.enum(uploadKinds),
  contentType: z.enum(uploadContentTypes),
  size: z.number().int().min(1).max(maxUploadBytes),
});

const ZUploadTicket = z.object({
  id: z.uuid(),
  url: z.url(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.enum(uploadContentTypes) }),
  expiresAt: z.iso.datetime(),
});

const ZAssetParams = z.object({ id: z.uuid() });
const ZUploadQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});

/**
 * Uploads through signed URLs (spec §7): ask for a URL, PUT the file there, confirm. The file goes
 * to the storage adapter; the media endpoint serves resized variants once the asset is confirmed.
 */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TAssetDeps = {
    db: app.db,
    storage: app.storage,
    limiter: app.rateLimiter,
    secret: app.secrets.assetUrl,
    publicUrl: app.config.publicUrl,
  };

  app.post(
    '/asset/generate-signed-url',
    {
      schema: {
        tags,
        summary: 'Start an upload: a pending asset and a URL to PUT the file to (15 minutes)',
        security,
        body: ZGenerateSignedUrlRequest,
        response: { 200: ZUploadTicket },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const ticket = await createUpload(deps, me.id, request.body);
      return { ...ticket, expiresAt: ticket.expiresAt.toISOString() };
    },
  );

  await app.register(uploadRoute(deps));

  app.put(
    '/asset/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Finish an upload: the asset becomes ready and gets media URLs',
        security,
        params: ZAssetParams,
        response: { 200: z.object({ id: z.uuid(), url: z.string() }) },
      },
    },
    async (request) => confirmUpload(app.db, requireUser(request).id, request.params.id),
  );
};

/**
 * `PUT /asset/upload/:id` in its own scope: raw image bodies up to 10 MiB are accepted here and
 * nowhere else (the app-wide limit is 1 MiB, and JSON or text bodies are refused with 415).
 */
function uploadRoute(deps: TAssetDeps): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...uploadContentTypes],
      { parseAs: 'buffer', bodyLimit: maxUploadBytes },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      '/asset/upload/:id',
      {
        bodyLimit: maxUploadBytes,
        schema: {
          tags,
          summary: 'The file of a signed upload URL (no token: the signature authorises it)',
          params: ZAssetParams,
          querystring: ZUploadQuery,
          consumes: [...uploadContentTypes],
          response: { 200: ZAssetParams },
        },
      },
      async (request) =>
        receiveUpload(deps, {
          assetId: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
          contentType: request.headers['content-type'],
          body: request.body,
        }),
    );
  };
}
