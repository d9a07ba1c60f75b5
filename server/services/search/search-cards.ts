import { sql, type SQL } from 'drizzle-orm';
import { queryArrays, type TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { boatCardColumns, selectBoatCardRows } from '../catalog/boat-card-query';

export type TSearchCard = Omit<TBoatSearchItem, 'price'> & { priceCents: number | null };

/**
 * The select of the cards of the boats `where` names, with position, rating and `price` (an SQL
 * expression over the boat's row), and its fields in the order of its columns. Its text depends
 * on the language and on the stay's length and seasons, never on the boats or the dates: the
 * statements it is part of run prepared (queryArrays), parsed once per connection.
 */
function cardSelect(db: TDatabase, lang: TLang, where: SQL, price: SQL) {
  const extra = {
    lat: boats.lat,
    lon: boats.lon,
    priceCents: sql<number | null>`${price}::int`,
  };
  const select = selectBoatCardRows(db, lang, extra).where(where);
  const fields = Object.keys({ ...boatCardColumns(lang), ...extra }) as (keyof TSearchCard)[];
  const toCard = (values: unknown[]) =>
    Object.fromEntries(fields.map((field, i) => [field, values[i]])) as TSearchCard;
  return { select, toCard };
}

/** The cards of one page of results (their ids), in any order: a prepared statement. */
export async function selectSearchCards(
  db: TDatabase,
  lang: TLang,
  ids: string[],
  price: SQL,
): Promise<TSearchCard[]> {
  const where = sql`${boats.id} = any(${sql.param(ids)}::uuid[])`;
  const { select, toCard } = cardSelect(db, lang, where, price);
  return (await queryArrays(db, sql`${select}`)).map(toCard);
}
