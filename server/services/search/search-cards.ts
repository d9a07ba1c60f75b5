import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { selectBoatCardRows } from '../catalog/boat-card-query';

export type TSearchCard = Omit<TBoatSearchItem, 'price'> & { priceCents: number | null };

/**
 * The cards of one page of results (their ids) with position, rating and `price` (an SQL
 * expression over the boat's row), in any order.
 */
export function selectSearchCards(
  db: TDbOrTx,
  lang: TLang,
  ids: string[],
  price: SQL,
): Promise<TSearchCard[]> {
  return selectBoatCardRows(db, lang, {
    lat: boats.lat,
    lon: boats.lon,
    priceCents: sql<number | null>`${price}`.mapWith(Number),
  }).where(inArray(boats.id, ids));
}
