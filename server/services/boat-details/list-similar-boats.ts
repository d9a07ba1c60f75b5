import { asc, sql, type SQL } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boats, harbours } from '../../../db/schema';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { selectBoatCards } from '../catalog/boat-card-query';

/**
 * Other published boats like this one: same destination and type first, then the same
 * destination, then the same type elsewhere; within each, the closest in price (then by id).
 *
 * One query ordering every boat of the destination or the type read and sorted tens of thousands
 * of rows on each boat page of a grown marketplace (170 ms with 100,000 boats, bench/load). So
 * each kind of likeness takes the nearest prices on either side, which the price indexes find
 * without sorting; a kind is read only while the kinds before it found fewer than `limit` boats.
 * All of it is one statement, the cards included (docs/decisions/0047-similar-boats-one-statement.md).
 */
export async function listSimilarBoats(
  db: TDbOrTx,
  lang: TLang,
  boat: TBoat,
  limit = 4,
): Promise<TBoatCard[]> {
  const query = preparedOnce(db, `similar-boats ${lang} ${limit}`, () => {
    const destination = sql`(select ${harbours.destinationId} from ${harbours} where ${harbours.id} = ${value.harbourId})`;
    const tier = sql`case when ${harbours.destinationId} = ${destination}
      then case when ${boats.boatTypeId} = ${value.boatTypeId} then 1 else 2 end else 3 end`;
    return selectBoatCards(db, lang, {
      limit,
      where: sql`${boats.id} in (${nearestIds(limit)})`,
      orderBy: [asc(tier), asc(sql`abs(${boats.fromPriceCents} - ${value.price})`), asc(boats.id)],
    });
  });
  return query.execute({
    boatId: boat.id,
    harbourId: boat.harbourId,
    boatTypeId: boat.boatTypeId,
    price: boat.fromPriceCents,
  });
}

/** The values of the statement, given to `execute`. */
const value = {
  boatId: sql.placeholder('boatId'),
  harbourId: sql.placeholder('harbourId'),
  boatTypeId: sql.placeholder('boatTypeId'),
  price: sql.placeholder('price'),
};

/**
 * The ids of the `limit` similar boats. Each kind reads the `limit` nearest prices above and
 * below (its closest `limit` are among them; for the same place and type, each harbour's
 * closest); its one-time filter skips it when the kinds before found enough.
 */
function nearestIds(limit: number): SQL {
  const { price } = value;
  // a number in the text, not a parameter: PostgreSQL's generic plan then knows how few rows each
  // side reads, keeps it, and stops planning the statement on each run (a few milliseconds)
  const count = sql.raw(String(Math.trunc(limit)));
  const here = sql`h.destination_id = (select destination_id from here)`;
  const sameType = sql`b.boat_type_id = ${value.boatTypeId}`;
  // the `limit` nearest prices on one side of the boat's, among `from`'s boats that match `where`
  const nearest = (from: SQL, where: SQL, above: boolean) => sql`
    select b.id, b.from_price_cents as price from ${from}
    where b.status = 'published' and b.id <> ${value.boatId} and ${where}
      and b.from_price_cents ${above ? sql`>=` : sql`<`} ${price}
    order by b.from_price_cents ${above ? sql`asc` : sql`desc`}, b.id limit ${count}`;
  const side = (where: SQL, above: boolean) =>
    sql`(${nearest(sql`boats b join harbours h on h.id = b.harbour_id`, where, above)})`;
  const kind = (where: SQL) => sql`${side(where, true)} union all ${side(where, false)}`;
  // the same place and type, harbour by harbour of the destination: each harbour's nearest prices
  // are a few rows of boats_published_harbour_type_price_idx, where reading the destination's
  // boats of that type by price read and sorted hundreds of them (decision 0064)
  const sideHere = (above: boolean) => sql`(
    select x.id, x.price from harbours h cross join lateral (
      ${nearest(sql`boats b`, sql`b.harbour_id = h.id and ${sameType}`, above)}) x
    where ${here})`;
  return sql`
    with here as materialized (select destination_id from harbours where id = ${value.harbourId}),
    both_alike as materialized (${sideHere(true)} union all ${sideHere(false)}),
    same_place as materialized (
      select * from (${kind(sql`${here} and b.boat_type_id <> ${value.boatTypeId}`)}) k
      where (select count(*) from both_alike) < ${count}),
    same_type as materialized (
      select * from (${kind(sql`h.destination_id <> (select destination_id from here) and ${sameType}`)}) k
      where (select count(*) from both_alike) + (select count(*) from same_place) < ${count})
    select id from (
      select id, 1 as tier, price from both_alike
      union all select id, 2, price from same_place
      union all select id, 3, price from same_type) near
    order by tier, abs(price - ${price}), id limit ${count}`;
}
