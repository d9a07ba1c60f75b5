import type { SQL } from 'drizzle-orm';
import { queryArrays, queryRows, type TDatabase } from '../../../db/client';
import type { TBoatSearchItem, TBoatSearchResult } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import type { TBoatSearchFilters } from '../../../shared/search';
import { placeRowsOf, resolvePlace } from './resolve-place';
import { selectSearchCards } from './search-cards';
import { inHarboursSql } from './search-conditions';
import { searchCountCap, searchQueries } from './search-query';
import { stayOf } from './stay-price';

/**
 * The boat search (GET /api/boat and /{lang}/boats): published boats matching the filters, free
 * for the dates when there are dates, priced for them, sorted and paged.
 */
export async function searchBoats(
  db: TDatabase,
  lang: TLang,
  filters: TBoatSearchFilters,
  { countCap = searchCountCap }: { countCap?: number } = {},
): Promise<TBoatSearchResult> {
  const stay = stayOf(filters);
  const base = { page: filters.page, pageSize: filters.pageSize, stay };
  const extra: SQL[] = [];
  let place: TBoatSearchResult['place'] = null;
  if (filters.place) {
    const resolved = resolvePlace(await placeRowsOf(db), filters.place, lang);
    if (!resolved) {
      return {
        ...base,
        items: [],
        total: 0,
        totalCapped: false,
        place: { matched: false, query: filters.place },
      };
    }
    const { harbourIds, ...shown } = resolved;
    place = { ...shown, matched: true };
    extra.push(inHarboursSql(harbourIds));
  }
  const queries = searchQueries(filters, stay, extra, countCap);
  // Without a transaction: each statement is consistent on its own, and a boat changed between
  // them only moves between pages (a card that is gone is left out below). The probe and the
  // cards run prepared: their texts depend on which filters are set, not on their values.
  const [probed] = await queryArrays(db, queries.probe);
  let [total, ids] = probed as [number, string[]];
  const totalCapped = total > countCap;
  if (totalCapped) {
    // More matches than the probe reads: the page comes from an index. By price, rating or
    // novelty it is planned each time, never prepared: which index serves it best depends on the
    // values (how many boats the place has, the price cutoff), and PostgreSQL's generic plans for
    // it were up to 20 times slower. By relevance the plan is the same for every place (each
    // harbour's best boats from its index): prepared, it is parsed once per connection and its
    // generic plan spares planning each search (174 pages of the bench: 156 → 87 ms).
    const page = queries.page();
    ids =
      filters.sort === 'relevance'
        ? (await queryArrays(db, page)).map((row) => row[0] as string)
        : (await queryRows<{ id: string }>(db, page)).map((row) => row.id);
    total = countCap;
  }
  const found = { ...base, total, totalCapped, place };
  if (ids.length === 0) return { ...found, items: [] };
  const cards = await selectSearchCards(db, lang, ids, queries.price);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items: TBoatSearchItem[] = ids.flatMap((id) => {
    const card = byId.get(id);
    if (!card || card.priceCents === null) return [];
    const { priceCents, ...rest } = card;
    return [{ ...rest, price: { cents: priceCents, unit: queries.unit } }];
  });
  return { ...found, items };
}
