import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { assets, users } from '../../../db/schema';
import type { TProfileUpdate } from '../../../shared/schemas/account';
import { validationMessages } from '../../../shared/validation-messages';
import { appError } from '../../errors';

/** Applies the fields present; company tax id and fiscal address must end up both set or both empty. */
export async function updateProfile(
  db: TDatabase,
  userId: string,
  input: TProfileUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw appError('AA00004');
    const next = {
      companyCif: input.companyCif === undefined ? current.companyCif : input.companyCif,
      companyAddress:
        input.companyAddress === undefined ? current.companyAddress : input.companyAddress,
    };
    if (Boolean(next.companyCif) !== Boolean(next.companyAddress)) {
      throw appError('AA00001', undefined, [
        {
          field: next.companyCif ? 'companyAddress' : 'companyCif',
          message: validationMessages.cifWithAddress,
        },
      ]);
    }
    if (input.avatarAssetId) {
      // Only the caller's own uploaded avatar.
      const [avatar] = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(
          and(
            eq(assets.id, input.avatarAssetId),
            eq(assets.ownerId, userId),
            eq(assets.kind, 'avatar'),
            eq(assets.status, 'ready'),
          ),
        );
      if (!avatar)
        throw appError('AA00001', undefined, [
          { field: 'avatarAssetId', message: validationMessages.invalidUuid },
        ]);
    }
    await tx
      .update(users)
      .set({
        name: input.name,
        surname: input.surname,
        phone: input.phone,
        description: input.description,
        countryCode: input.countryId,
        address: input.userAddress,
        postalCode: input.postal_code,
        city: input.city,
        birthdate: input.birthdate,
        companyName: input.company_name,
        companyCif: input.companyCif,
        companyAddress: input.companyAddress,
        iban: input.iban,
        avatarAssetId: input.avatarAssetId,
        locale: input.locale,
        mailAlerts: input.mailAlerts,
        acceptsUpdates: input.updates,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}
