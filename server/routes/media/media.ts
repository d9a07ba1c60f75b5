import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureWidths, type TPictureWidth } from '../../../shared/media';
import { notFound } from '../../errors';
import type { TMediaRenderer } from '../../services/media/render-variant';

const ZParams = z.object({
  assetId: z.uuid(),
  file: z.string().regex(/^\d+\.webp$/),
});

/** `GET /media/:assetId/:width.webp`: a picture at one of the standard widths. */
export function mediaRoutes(renderer: TMediaRenderer): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/:assetId/:file',
      { schema: { params: ZParams, hide: true } },
      async (request, reply) => {
        const width = Number.parseInt(request.params.file, 10);
        if (!pictureWidths.includes(width as TPictureWidth)) throw notFound();
        const image = await renderer(request.params.assetId, width as TPictureWidth);
        if (!image) throw notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image);
      },
    );
  };
}
