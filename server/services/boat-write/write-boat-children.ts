import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  boatEquipment,
  boatPictures,
  boatPlans,
  boatPrices,
  boatSeasons,
} from '../../../db/schema';
import type { TBoatForm } from '../../../shared/schemas/boat-form';
import { cents, optionalCents } from './boat-values';
import type { TBoatRefs } from './resolve-boat-refs';

const seasons = ['high', 'mid', 'low'] as const;

/**
 * Replaces a boat's prices, own seasons, equipment, plans and pictures with the form's. Delete and
 * insert rather than diff: the sets are small, and it runs inside the caller's transaction.
 */
export async function writeBoatChildren(
  tx: TDbOrTx,
  boatId: string,
  form: TBoatForm,
  refs: TBoatRefs,
): Promise<void> {
  // one after the other: a transaction is one connection, and the first failure should stop it
  for (const table of [boatPrices, boatSeasons, boatEquipment, boatPlans, boatPictures])
    await tx.delete(table).where(eq(table.boatId, boatId));

  await tx.insert(boatPrices).values(
    seasons.map((season) => ({
      boatId,
      season,
      dayPriceCents: cents(form.prices[season].day),
      halfDayPriceCents: optionalCents(form.prices[season].half_day),
    })),
  );
  if (form.seasons.length > 0)
    await tx.insert(boatSeasons).values(
      form.seasons.map((range) => ({
        boatId,
        startDate: range.start_date,
        endDate: range.end_date,
        season: range.season,
      })),
    );
  if (refs.equipmentIds.length > 0)
    await tx
      .insert(boatEquipment)
      .values(refs.equipmentIds.map((equipmentId) => ({ boatId, equipmentId })));
  if (refs.planIds.length > 0)
    await tx.insert(boatPlans).values(refs.planIds.map((planId) => ({ boatId, planId })));
  await tx
    .insert(boatPictures)
    .values(refs.assetIds.map((assetId, position) => ({ boatId, assetId, position })));
}
