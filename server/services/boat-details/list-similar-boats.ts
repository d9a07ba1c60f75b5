import { and, asc, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { prepared, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boats, harbours } from '../../../db/schema';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { selectBoatCards } from '../catalog/boat-card-query';

/**
 * Other published boats like this one: same destination or same type, those sharing both first,
 * then the closest in price (then by id).
 *
 * One query ordering every boat of the destination or the type read and sorted tens of thousands
 * of rows on each boat page of a grown marketplace (170 ms with 100,000 boats, bench/load). So
 * each kind of likeness is asked in turn, and within it the nearest prices on either side, which
 * the price index finds without sorting: the same boats, a few small queries.
 */
export async function listSimilarBoats(
  db: TDbOrTx,
  lang: TLang,
  boat: TBoat,
  limit = 4,
): Promise<TBoatCard[]> {
  const [harbour] = await prepared(
    db
      .select({ destinationId: harbours.destinationId })
      .from(harbours)
      .where(eq(harbours.id, boat.harbourId)),
  );
  const sameType = eq(boats.boatTypeId, boat.boatTypeId);
  const otherType = ne(boats.boatTypeId, boat.boatTypeId);
  const tiers = harbour
    ? [
        and(eq(harbours.destinationId, harbour.destinationId), sameType),
        and(eq(harbours.destinationId, harbour.destinationId), otherType),
        and(ne(harbours.destinationId, harbour.destinationId), sameType),
      ]
    : [sameType];
  const found: TBoatCard[] = [];
  for (const tier of tiers) {
    if (found.length >= limit) break;
    found.push(...(await nearestInPrice(db, lang, boat, tier!, limit - found.length)));
  }
  return found;
}

/** The `count` boats of `where` closest in price to `boat` (ties by id), but `boat` itself. */
async function nearestInPrice(
  db: TDbOrTx,
  lang: TLang,
  boat: TBoat,
  where: SQL,
  count: number,
): Promise<TBoatCard[]> {
  const price = boat.fromPriceCents;
  const others = and(ne(boats.id, boat.id), where);
  const [above, below] = await Promise.all([
    prepared(
      selectBoatCards(db, lang, {
        limit: count,
        where: and(others, gte(boats.fromPriceCents, price)),
        orderBy: [asc(boats.fromPriceCents), asc(boats.id)],
      }),
    ),
    prepared(
      selectBoatCards(db, lang, {
        limit: count,
        where: and(others, lt(boats.fromPriceCents, price)),
        orderBy: [desc(boats.fromPriceCents), asc(boats.id)],
      }),
    ),
  ]);
  const distance = (card: TBoatCard) => Math.abs(card.fromPriceCents - price);
  return [...above, ...below]
    .sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, count);
}
