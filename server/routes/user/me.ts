import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { pictureUrl } from '../../../shared/media';
import { appError } from '../../errors';
import { requireUser } from '../../plugins/auth';

const ZMe = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(['client', 'shipowner', 'admin', 'superAdmin']),
  avatar: z.object({ url: z.string().nullable() }),
  phone: z.string().nullable(),
  locale: z.enum(['es', 'en']),
  emailVerified: z.boolean(),
  /** false for accounts made with Google or Facebook: nothing to confirm with */
  hasPassword: z.boolean(),
  mailAlerts: z.boolean(),
  updates: z.boolean(),
  description: z.string().nullable(),
  countryId: z.string().nullable(),
  userAddress: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  birthdate: z.string().nullable(),
  company_name: z.string().nullable(),
  companyCif: z.string().nullable(),
  companyAddress: z.string().nullable(),
  iban: z.string().nullable(),
});

/** `GET /user/me`: the caller's profile (spec §7: id, name, role, avatar.url, plus the profile). */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: ZMe },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, me.id));
      if (!user || user.deletedAt) throw appError('AA00018');
      return {
        id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email,
        role: user.role,
        avatar: { url: user.avatarAssetId ? pictureUrl(user.avatarAssetId, 320) : null },
        phone: user.phone,
        locale: user.locale,
        emailVerified: user.emailVerifiedAt !== null,
        hasPassword: user.passwordHash !== null,
        mailAlerts: user.mailAlerts,
        updates: user.acceptsUpdates,
        description: user.description,
        countryId: user.countryCode,
        userAddress: user.address,
        postal_code: user.postalCode,
        city: user.city,
        birthdate: user.birthdate,
        company_name: user.companyName,
        companyCif: user.companyCif,
        companyAddress: user.companyAddress,
        iban: user.iban,
      };
    },
  );
};
