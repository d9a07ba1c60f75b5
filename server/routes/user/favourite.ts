import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoatCard } from '../../../shared/schemas/boat-card';
import { requireUser } from '../../plugins/auth';
import { addFavourite } from '../../services/favourites/add-favourite';
import { listFavouriteIds } from '../../services/favourites/list-favourite-ids';
import { listFavourites, maxFavouriteCards } from '../../services/favourites/list-favourites';
import { removeFavourite } from '../../services/favourites/remove-favourite';

const ZFavourites = z.object({
  ids: z.array(z.uuid()).describe('every favourite boat still published, newest first'),
  items: z
    .array(ZBoatCard)
    .optional()
    .describe(`the same boats as cards (up to ${maxFavouriteCards}); left out with fields=id`),
});
const ZListQuery = z.object({
  lang: z.enum(['es', 'en']).default('es').describe('language of the cards'),
  fields: z
    .enum(['id'])
    .optional()
    .describe('`id`: only the ids, for the hearts of a page (no cards)'),
});
const ZBoatParams = z.object({ boatId: z.uuid() });
const ZFavouriteState = z.object({ boatId: z.uuid(), isFavourite: z.boolean() });

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** 'My boats': the logged-in user's favourite boats. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // 401 comes before 400: a visitor without a session learns to log in, not that the id is bad
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/user/favourite',
    {
      schema: {
        tags,
        security,
        summary: "The user's favourite boats, newest first (only the ids with fields=id)",
        querystring: ZListQuery,
        response: { 200: ZFavourites },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (request.query.fields === 'id') return { ids: await listFavouriteIds(app.db, me.id) };
      return listFavourites(app.db, me.id, request.query.lang);
    },
  );

  app.put(
    '/user/favourite/:boatId',
    {
      schema: {
        tags,
        security,
        summary: 'Saves a published boat in the favourites (idempotent; 404 AA00030 otherwise)',
        params: ZBoatParams,
        response: { 200: ZFavouriteState },
      },
    },
    async (request) => {
      const { boatId } = request.params;
      await addFavourite(app.db, requireUser(request).id, boatId);
      return { boatId, isFavourite: true };
    },
  );

  app.delete(
    '/user/favourite/:boatId',
    {
      schema: {
        tags,
        security,
        summary: 'Takes a boat out of the favourites (idempotent)',
        params: ZBoatParams,
        response: { 200: ZFavouriteState },
      },
    },
    async (request) => {
      const { boatId } = request.params;
      await removeFavourite(app.db, requireUser(request).id, boatId);
      return { boatId, isFavourite: false };
    },
  );
};
