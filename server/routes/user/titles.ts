import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { degrees, professions, userDegrees, userProfessions } from '../../../db/schema';
import { appError } from '../../errors';
import { requireUser } from '../../plugins/auth';

const ZTitle = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.object({ es: z.string(), en: z.string() }),
});
const ZDegree = ZTitle.extend({ level: z.number().int() });
const ZTitleRef = z.object({ id: z.coerce.number().int().positive() });
const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** Professions and nautical degrees: the catalogues (no token) and the caller's own lists. */
export const titleRoutes: FastifyPluginAsyncZod = async (app) => {
  const listProfessions = () => app.db.select().from(professions).orderBy(asc(professions.id));
  const listDegrees = () => app.db.select().from(degrees).orderBy(asc(degrees.level));
  const professionDto = (r: typeof professions.$inferSelect) => ({
    id: r.id,
    slug: r.slug,
    name: { es: r.nameEs, en: r.nameEn },
  });
  const degreeDto = (r: typeof degrees.$inferSelect) => ({ ...professionDto(r), level: r.level });

  app.get(
    '/profession',
    { schema: { tags, summary: 'Nautical professions', response: { 200: z.array(ZTitle) } } },
    async () => (await listProfessions()).map(professionDto),
  );
  app.get(
    '/degree',
    {
      schema: {
        tags,
        summary: 'Nautical degrees (titulaciones), lowest first',
        response: { 200: z.array(ZDegree) },
      },
    },
    async () => (await listDegrees()).map(degreeDto),
  );

  const myProfessions = async (userId: string) =>
    (
      await app.db
        .select({ p: professions })
        .from(userProfessions)
        .innerJoin(professions, eq(professions.id, userProfessions.professionId))
        .where(eq(userProfessions.userId, userId))
        .orderBy(asc(professions.id))
    ).map((r) => professionDto(r.p));
  const myDegrees = async (userId: string) =>
    (
      await app.db
        .select({ d: degrees })
        .from(userDegrees)
        .innerJoin(degrees, eq(degrees.id, userDegrees.degreeId))
        .where(eq(userDegrees.userId, userId))
        .orderBy(asc(degrees.level))
    ).map((r) => degreeDto(r.d));

  app.get(
    '/user/profession',
    { schema: { tags, security, response: { 200: z.array(ZTitle) } } },
    async (request) => myProfessions(requireUser(request).id),
  );
  app.post(
    '/user/profession',
    { schema: { tags, security, body: ZTitleRef, response: { 200: z.array(ZTitle) } } },
    async (request) => {
      const me = requireUser(request);
      const [exists] = await app.db
        .select({ id: professions.id })
        .from(professions)
        .where(eq(professions.id, request.body.id));
      if (!exists) throw appError('AA00004');
      await app.db
        .insert(userProfessions)
        .values({ userId: me.id, professionId: request.body.id })
        .onConflictDoNothing();
      return myProfessions(me.id);
    },
  );
  app.delete(
    '/user/profession',
    {
      schema: {
        tags,
        security,
        body: ZTitleRef,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await app.db
        .delete(userProfessions)
        .where(
          and(eq(userProfessions.userId, me.id), eq(userProfessions.professionId, request.body.id)),
        );
      return { message: 'success' };
    },
  );

  app.get(
    '/user/degree',
    { schema: { tags, security, response: { 200: z.array(ZDegree) } } },
    async (request) => myDegrees(requireUser(request).id),
  );
  app.post(
    '/user/degree',
    { schema: { tags, security, body: ZTitleRef, response: { 200: z.array(ZDegree) } } },
    async (request) => {
      const me = requireUser(request);
      const [exists] = await app.db
        .select({ id: degrees.id })
        .from(degrees)
        .where(eq(degrees.id, request.body.id));
      if (!exists) throw appError('AA00004');
      await app.db
        .insert(userDegrees)
        .values({ userId: me.id, degreeId: request.body.id })
        .onConflictDoNothing();
      return myDegrees(me.id);
    },
  );
  app.delete(
    '/user/degree',
    {
      schema: {
        tags,
        security,
        body: ZTitleRef,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await app.db
        .delete(userDegrees)
        .where(and(eq(userDegrees.userId, me.id), eq(userDegrees.degreeId, request.body.id)));
      return { message: 'success' };
    },
  );
};
