import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { queryTextArrays, toQuery, type TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatSearchItem } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { boatCardColumns, selectBoatCardRows } from '../catalog/boat-card-query';

export type TSearchCard = Omit<TBoatSearchItem, 'price'> & { priceCents: number | null };

/** Where the price goes in a card statement's text, until it is there. */
const priceMark = '__card_price__';

/**
 * The card statement of a language, in text, around its price: Drizzle builds it once (turning
 * its columns and joins into text cost about a quarter of a millisecond per search), and each
 * search puts its price in. The price's values come first (`$1`…), the statement's own after.
 */
type TCardStatement = {
  before: string;
  after: string;
  params: unknown[];
  fields: (keyof TSearchCard)[];
};

const cardStatements = new Map<TLang, TCardStatement>();

function cardStatement(db: TDatabase, lang: TLang): TCardStatement {
  let found = cardStatements.get(lang);
  if (!found) {
    const extra = {
      lat: boats.lat,
      lon: boats.lon,
      priceCents: sql<number | null>`${sql.raw(priceMark)}::int`,
    };
    const select = selectBoatCardRows(db, lang, extra).where(
      sql`${boats.id} = any(${sql.placeholder('ids')}::uuid[])`,
    );
    const { sql: text, params } = toQuery(db, sql`${select}`);
    const [before, after] = text.split(priceMark) as [string, string];
    const fields = Object.keys({ ...boatCardColumns(lang), ...extra }) as (keyof TSearchCard)[];
    found = { before, after, params, fields };
    cardStatements.set(lang, found);
  }
  return found;
}

/** The text and values of the cards of `ids` with `price`. */
export function searchCardsQuery(
  db: TDatabase,
  lang: TLang,
  ids: string[],
  price: SQL,
): { text: string; params: unknown[]; fields: (keyof TSearchCard)[] } {
  const statement = cardStatement(db, lang);
  const { sql: priceText, params: priceParams } = toQuery(db, price);
  // the statement's own values come after the price's
  const after = statement.after.replace(
    /\$(\d+)/g,
    (_, n: string) => `$${Number(n) + priceParams.length}`,
  );
  return {
    text: `${statement.before}${priceText}${after}`,
    params: [...priceParams, ...fillPlaceholders(statement.params, { ids })],
    fields: statement.fields,
  };
}

/**
 * The cards of one page of results (their ids) with position, rating and `price` (an SQL
 * expression over the boat's row), in any order. Its text depends on the language and on the
 * stay's kind and seasons, never on the boats, the dates or the stay's length: a prepared
 * statement (queryTextArrays), parsed once per connection; its columns come back in the order
 * of the card's fields.
 */
export async function selectSearchCards(
  db: TDatabase,
  lang: TLang,
  ids: string[],
  price: SQL,
): Promise<TSearchCard[]> {
  const { text, params, fields } = searchCardsQuery(db, lang, ids, price);
  const rows = await queryTextArrays(db, text, params);
  return rows.map(
    (values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])) as TSearchCard,
  );
}
