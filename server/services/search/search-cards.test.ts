import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/client';
import { boats } from '../../../db/schema';
import { emptySearchFilters, type TBoatSearchFilters } from '../../../shared/search';
import { boatCardColumns, selectBoatCardRows } from '../catalog/boat-card-query';
import { searchCardsQuery } from './search-cards';
import { searchQueries } from './search-query';
import { stayOf } from './stay-price';

const db = drizzle.mock() as unknown as TDatabase;
const dialect = new PgDialect();
const year = new Date().getFullYear() + 1;
const ids = ['7b0e1c4e-2f1a-4c55-9b1e-0a7f1c2d3e4f', '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f'];

/** The statement as Drizzle builds it whole, the way the cards were asked before. */
function built(lang: 'es' | 'en', price: SQL) {
  const extra = { lat: boats.lat, lon: boats.lon, priceCents: sql`${price}::int` };
  const select = selectBoatCardRows(db, lang, extra).where(
    sql`${boats.id} = any(${sql.param(ids)}::uuid[])`,
  );
  const { sql: text, params } = dialect.sqlToQuery(sql`${select}`);
  return { text, params, fields: Object.keys({ ...boatCardColumns(lang), ...extra }) };
}

const searches: Partial<TBoatSearchFilters>[] = [
  {},
  { duration: 'half_day' },
  { startDate: `${year}-07-10`, duration: 'day' },
  { startDate: `${year}-07-10`, duration: 'half_day' },
  { startDate: `${year}-05-28`, endDate: `${year}-06-04`, duration: 'days' },
  { startDate: `${year}-09-25`, endDate: `${year}-10-03`, duration: 'days' },
];

describe('searchCardsQuery: the statement Drizzle would build, built once and given its price', () => {
  for (const lang of ['es', 'en'] as const) {
    for (const filters of searches) {
      it(`${lang}, ${JSON.stringify(filters)}`, () => {
        const all = { ...emptySearchFilters, ...filters };
        const { price } = searchQueries(all, stayOf(all));
        // twice: the second time from what the first kept
        for (let round = 0; round < 2; round++) {
          expect(searchCardsQuery(db, lang, ids, price)).toEqual(built(lang, price));
        }
      });
    }
  }
});
