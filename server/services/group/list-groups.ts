import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { destinations, groups, harbours, plans, provinces, regions } from '../../../db/schema';
import { todayInMadrid } from '../../../shared/dates';
import { parsePriceInput } from '../../../shared/money';
import {
  ZGroupListQuery,
  type TGroupList,
  type TGroupListQuery,
} from '../../../shared/schemas/group';
import { presentGroups } from './present-group';

/**
 * `GET /group`: the groups still to sail (not canceled), those with places first, then by date.
 * Filters: the sail date, a place (destination, harbour, province or region slug), the plan, the
 * price per person and the places left (only open groups have any).
 */
export async function listGroups(
  db: TDbOrTx,
  input: TGroupListQuery | URLSearchParams,
  now = new Date(),
): Promise<TGroupList> {
  const query = input instanceof URLSearchParams ? parseLenient(input) : input;
  const where: (SQL | undefined)[] = [
    inArray(groups.status, ['open', 'complete', 'requested', 'confirmed']),
    gte(groups.sailDate, todayInMadrid(now)),
  ];
  if (query.date) where.push(eq(groups.sailDate, query.date));
  if (query.plan)
    where.push(
      sql`${groups.planId} = (select ${plans.id} from ${plans} where ${plans.slug} = ${query.plan})`,
    );
  const max = query.max_price ? parsePriceInput(query.max_price) : null;
  if (max !== null) where.push(lte(groups.pricePerPersonCents, max));
  if (query.places)
    where.push(
      and(
        eq(groups.status, 'open'),
        sql`${groups.numberOfPeople} - ${groups.seatsTaken} >= ${query.places}`,
      ),
    );
  if (query.place) where.push(inPlace(query.place));

  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(groups)
      .where(and(...where))
      .orderBy(
        sql`case when ${groups.status} = 'open' then 0 else 1 end`,
        asc(groups.sailDate),
        asc(groups.createdAt),
        asc(groups.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(groups)
      .where(and(...where)),
  ]);
  return {
    items: await presentGroups(db, rows),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The harbours under a place slug, whatever its level. */
function inPlace(slug: string): SQL {
  return sql`${groups.harbourId} in (
    select ${harbours.id} from ${harbours}
    join ${destinations} on ${destinations.id} = ${harbours.destinationId}
    join ${provinces} on ${provinces.id} = ${destinations.provinceId}
    join ${regions} on ${regions.id} = ${provinces.regionId}
    where ${or(
      eq(harbours.slug, slug),
      eq(destinations.slug, slug),
      eq(provinces.slug, slug),
      eq(regions.slug, slug),
    )})`;
}

/** The list page's URL: filters that do not parse are dropped rather than failing the page. */
function parseLenient(params: URLSearchParams): TGroupListQuery {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ZGroupListQuery.shape)) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  for (;;) {
    const parsed = ZGroupListQuery.safeParse(raw);
    if (parsed.success) return parsed.data;
    const bad = parsed.error.issues.map((issue) => String(issue.path[0]));
    if (!bad.some((key) => key in raw)) return ZGroupListQuery.parse({});
    for (const key of bad) delete raw[key];
  }
}
