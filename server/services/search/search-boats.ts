import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatSearchItem, TBoatSearchResult } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import type { TBoatSearchFilters } from '../../../shared/search';
import { placeRowsOf, resolvePlace } from './resolve-place';
import { selectSearchCards } from './search-cards';
import { searchQueries } from './search-query';
import { stayOf } from './stay-price';

async function countOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/**
 * The boat search (GET /api/boat and /{lang}/boats): published boats matching the filters, free
 * for the dates when there are dates, priced for them, sorted and paged.
 */
export async function searchBoats(
  db: TDbOrTx,
  lang: TLang,
  filters: TBoatSearchFilters,
): Promise<TBoatSearchResult> {
  const stay = stayOf(filters);
  const base = { page: filters.page, pageSize: filters.pageSize, stay };
  const extra: SQL[] = [];
  let place: TBoatSearchResult['place'] = null;
  if (filters.place) {
    const resolved = resolvePlace(await placeRowsOf(db), filters.place, lang);
    if (!resolved) {
      return { ...base, items: [], total: 0, place: { matched: false, query: filters.place } };
    }
    const { harbourIds, ...shown } = resolved;
    place = { ...shown, matched: true };
    extra.push(inArray(boats.harbourId, harbourIds));
  }
  return db.transaction(
    async (tx) => {
      const queries = searchQueries(tx, filters, stay, extra);
      // PostgreSQL's JIT compiles a plan whose cost looks high (a price per boat over thousands
      // of boats) and spends more time compiling than the query takes; this query never wins.
      // Ranking every boat by relevance sorts ~100 000 rows: in memory, not spilled to disk.
      await tx.execute(
        sql`select set_config('jit', 'off', true), set_config('work_mem', '16MB', true)`,
      );
      const ranked = await queries.page;
      // the page counted the matches unless it was empty (past the end) or ranked by an index
      const counted = queries.countsInPage ? ranked[0]?.total : undefined;
      const total =
        counted ?? (queries.countsInPage && filters.page === 1 ? 0 : await countOf(queries.count));
      if (ranked.length === 0) return { ...base, items: [], total, place };
      const cards = await selectSearchCards(
        tx,
        lang,
        ranked.map((row) => row.id),
        queries.price,
      );
      const byId = new Map(cards.map((card) => [card.id, card]));
      const items: TBoatSearchItem[] = ranked.flatMap(({ id }) => {
        const card = byId.get(id);
        if (!card || card.priceCents === null) return [];
        const { priceCents, ...rest } = card;
        return [{ ...rest, price: { cents: priceCents, unit: queries.unit } }];
      });
      return { ...base, items, total, place };
    },
    { accessMode: 'read only' },
  );
}
