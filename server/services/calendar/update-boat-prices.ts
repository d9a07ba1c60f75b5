import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { boatPrices, boats } from '../../../db/schema';
import { seasons } from '../../../shared/seasons';
import type { TBoatPrices, TPricesRequest } from '../../../shared/schemas/calendar';
import { validationMessages } from '../../../shared/validation-messages';
import { recordAudit } from '../audit/record-audit';
import { cents, optionalCents } from '../boat-write/boat-values';
import { fieldError } from '../boat-write/field-errors';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';

/**
 * Replaces a boat's season prices and skipper price, edited in place from its calendar. The boat
 * keeps its status: a published boat stays published (docs/decisions/0030). The copies of the
 * prices on the boat's row follow by trigger (migration 0006); the "from" price is set here, as
 * the boat form does.
 */
export async function updateBoatPrices(
  db: TDatabase,
  user: TActor,
  boatId: string,
  input: TPricesRequest,
): Promise<TBoatPrices> {
  const actor = calendarActor(user);
  return db.transaction(async (tx) => {
    const boat = await findCalendarBoat(tx, actor, boatId, { lock: true });
    if (boat.skipper !== 'none' && !input.skipper_price)
      throw fieldError('skipper_price', validationMessages.skipperPriceRequired);
    const rows = seasons.map((season) => ({
      boatId: boat.id,
      season,
      dayPriceCents: cents(input.prices[season].day),
      halfDayPriceCents: optionalCents(input.prices[season].half_day),
    }));
    // a bareboat-only boat keeps no skipper price, as the boat form does
    const skipperPriceCents =
      boat.skipper === 'none' ? 0 : (optionalCents(input.skipper_price) ?? 0);
    const before = await tx.select().from(boatPrices).where(eq(boatPrices.boatId, boat.id));
    await tx.delete(boatPrices).where(eq(boatPrices.boatId, boat.id));
    await tx.insert(boatPrices).values(rows);
    await tx
      .update(boats)
      .set({
        skipperPriceCents,
        fromPriceCents: Math.min(...rows.map((r) => r.dayPriceCents)),
        updatedAt: new Date(),
      })
      .where(eq(boats.id, boat.id));
    if (boat.ownerId !== actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'boat.prices',
        targetType: 'boat',
        targetId: boat.id,
        before: { prices: before, skipperPriceCents: boat.skipperPriceCents },
        after: { prices: rows, skipperPriceCents },
      });
    const priceOf = (season: (typeof seasons)[number]) => {
      const row = rows.find((r) => r.season === season)!;
      return { dayCents: row.dayPriceCents, halfDayCents: row.halfDayPriceCents };
    };
    return { high: priceOf('high'), mid: priceOf('mid'), low: priceOf('low'), skipperPriceCents };
  });
}
