import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boats, harbours } from '../../../db/schema';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { selectBoatCards } from '../catalog/boat-card-query';

/**
 * Other published boats like this one: same destination or same type, those sharing both first,
 * then the closest in price.
 */
export async function listSimilarBoats(
  db: TDbOrTx,
  lang: TLang,
  boat: TBoat,
  limit = 4,
): Promise<TBoatCard[]> {
  const destinationId = sql`(select ${harbours.destinationId} from ${harbours} where ${harbours.id} = ${boat.harbourId})`;
  return selectBoatCards(db, lang, {
    limit,
    where: and(
      ne(boats.id, boat.id),
      or(eq(harbours.destinationId, destinationId), eq(boats.boatTypeId, boat.boatTypeId)),
    ),
    orderBy: [
      sql`(${harbours.destinationId} = ${destinationId}) desc`,
      sql`(${boats.boatTypeId} = ${boat.boatTypeId}) desc`,
      sql`abs(${boats.fromPriceCents} - ${boat.fromPriceCents})`,
      asc(boats.id),
    ],
  });
}
