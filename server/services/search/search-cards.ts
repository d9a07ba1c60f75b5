import { sql, type SQL } from 'drizzle-orm';
import { queryArrays, type TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { boatCardColumns, selectBoatCardRows } from '../catalog/boat-card-query';

export type TSearchCard = Omit<TBoatSearchItem, 'price'> & { priceCents: number | null };

/**
 * The cards of one page of results (their ids) with position, rating and `price` (an SQL
 * expression over the boat's row), in any order. Its text depends on the language and on the
 * stay's kind and seasons, never on the boats, the dates or the stay's length: a prepared
 * statement (queryArrays), parsed once per connection; its columns come back in the order of
 * the card's fields.
 */
export async function selectSearchCards(
  db: TDatabase,
  lang: TLang,
  ids: string[],
  price: SQL,
): Promise<TSearchCard[]> {
  const extra = {
    lat: boats.lat,
    lon: boats.lon,
    priceCents: sql<number | null>`${price}::int`,
  };
  const select = selectBoatCardRows(db, lang, extra).where(
    sql`${boats.id} = any(${sql.param(ids)}::uuid[])`,
  );
  const fields = Object.keys({ ...boatCardColumns(lang), ...extra }) as (keyof TSearchCard)[];
  const rows = await queryArrays(db, sql`${select}`);
  return rows.map(
    (values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])) as TSearchCard,
  );
}
