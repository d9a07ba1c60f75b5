import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { degrees, professions, userDegrees, userProfessions } from '../../../db/schema';
import { appError } from '../../errors';
import { requireUser } from '../../plugins/auth';

const ZTitle = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.object({ es: z.string(), en: z.string() }),
  level: z.number().int().optional(),
});
// ids are PostgreSQL integers: a larger number is no id (and would fail the query with a 500)
const ZTitleRef = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZMessage = z.object({ message: z.string() });
const tags = ['user'];
const security = [{ bearerAuth: [] }];

type TTitleRow = { id: number; slug: string; nameEs: string; nameEn: string; level?: number };
type TTitleStore = {
  /** the catalogue, and the user's own list, in display order */
  all: () => Promise<TTitleRow[]>;
  mine: (userId: string) => Promise<TTitleRow[]>;
  exists: (id: number) => Promise<boolean>;
  add: (userId: string, id: number) => Promise<void>;
  remove: (userId: string, id: number) => Promise<void>;
};

const toDto = (r: TTitleRow) => ({
  id: r.id,
  slug: r.slug,
  name: { es: r.nameEs, en: r.nameEn },
  ...(r.level === undefined ? {} : { level: r.level }),
});

/** `GET /<name>` (no token) and `GET, POST, DELETE /user/<name>` (body `{ id }`) for one kind of title. */
function registerTitles(
  app: FastifyInstance,
  name: 'profession' | 'degree',
  summary: string,
  store: TTitleStore,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`/${name}`, { schema: { tags, summary, response: { 200: z.array(ZTitle) } } }, async () =>
    (await store.all()).map(toDto),
  );
  api.get(
    `/user/${name}`,
    { schema: { tags, security, response: { 200: z.array(ZTitle) } } },
    async (request) => (await store.mine(requireUser(request).id)).map(toDto),
  );
  api.post(
    `/user/${name}`,
    { schema: { tags, security, body: ZTitleRef, response: { 200: z.array(ZTitle) } } },
    async (request) => {
      const me = requireUser(request);
      if (!(await store.exists(request.body.id))) throw appError('AA00004');
      await store.add(me.id, request.body.id);
      return (await store.mine(me.id)).map(toDto);
    },
  );
  api.delete(
    `/user/${name}`,
    { schema: { tags, security, body: ZTitleRef, response: { 200: ZMessage } } },
    async (request) => {
      await store.remove(requireUser(request).id, request.body.id);
      return { message: 'success' };
    },
  );
}

/** Professions and nautical degrees: the catalogues and the caller's own lists. */
export const titleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  registerTitles(app, 'profession', 'Nautical professions', {
    all: () => db.select().from(professions).orderBy(asc(professions.id)),
    mine: async (userId) =>
      (
        await db
          .select({ p: professions })
          .from(userProfessions)
          .innerJoin(professions, eq(professions.id, userProfessions.professionId))
          .where(eq(userProfessions.userId, userId))
          .orderBy(asc(professions.id))
      ).map((r) => r.p),
    exists: async (id) =>
      (await db.select({ id: professions.id }).from(professions).where(eq(professions.id, id)))
        .length > 0,
    add: async (userId, id) => {
      await db.insert(userProfessions).values({ userId, professionId: id }).onConflictDoNothing();
    },
    remove: async (userId, id) => {
      await db
        .delete(userProfessions)
        .where(and(eq(userProfessions.userId, userId), eq(userProfessions.professionId, id)));
    },
  });
  registerTitles(app, 'degree', 'Nautical degrees (titulaciones), lowest first', {
    all: () => db.select().from(degrees).orderBy(asc(degrees.level)),
    mine: async (userId) =>
      (
        await db
          .select({ d: degrees })
          .from(userDegrees)
          .innerJoin(degrees, eq(degrees.id, userDegrees.degreeId))
          .where(eq(userDegrees.userId, userId))
          .orderBy(asc(degrees.level))
      ).map((r) => r.d),
    exists: async (id) =>
      (await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, id))).length > 0,
    add: async (userId, id) => {
      await db.insert(userDegrees).values({ userId, degreeId: id }).onConflictDoNothing();
    },
    remove: async (userId, id) => {
      await db
        .delete(userDegrees)
        .where(and(eq(userDegrees.userId, userId), eq(userDegrees.degreeId, id)));
    },
  });
};
