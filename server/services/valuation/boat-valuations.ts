import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import { type boats, bookings, users, valuations } from '../../../db/schema';
import type { TBoatValuations } from '../../../shared/schemas/valuation';
import { findVisibleBoat, type TViewer } from '../boat-details/find-visible-boat';

type TBoat = typeof boats.$inferSelect;

/** The published, not hidden, valuations clients wrote about a boat (placeholder `boatId`). */
const published = () =>
  and(
    eq(valuations.boatId, sql.placeholder('boatId')),
    eq(valuations.author, 'client'),
    isNotNull(valuations.revealedAt),
    isNull(valuations.hiddenAt),
  );

/**
 * `GET /boat/{id}/valuation`: one page of a visible boat's published valuations, newest first,
 * with its rating figures (kept on the boat row by the database). 404 AA00025 when not visible.
 */
export async function listBoatValuations(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
  paging: { page: number; pageSize: number },
): Promise<TBoatValuations> {
  return boatValuations(db, await findVisibleBoat(db, idOrSlug, viewer), paging);
}

/** The same for a boat already found (the boat page renders the first page on the server). */
export async function boatValuations(
  db: TDbOrTx,
  boat: TBoat,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<TBoatValuations> {
  const pageQuery = preparedOnce(db, 'boat-valuations-page', () =>
    db
      .select({
        v: valuations,
        tripDate: bookings.startDate,
        author: { id: users.id, firstName: users.name, pictureId: users.avatarAssetId },
        // counted before the page is cut: every row carries the total
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(valuations)
      .innerJoin(bookings, eq(bookings.id, valuations.bookingId))
      .innerJoin(users, eq(users.id, valuations.clientId))
      .where(published())
      .orderBy(desc(valuations.revealedAt), desc(valuations.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const rows = await pageQuery.execute({
    boatId: boat.id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // a page past the last has no row to carry the total: only then is it counted on its own
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countPublished(db, boat.id));
  return {
    items: rows.map(({ v, tripDate, author }) => ({
      id: v.id,
      author,
      rating: v.rating,
      categories: {
        boatCondition: v.boatCondition ?? 0,
        cleanliness: v.cleanliness ?? 0,
        communication: v.communication ?? 0,
        value: v.value ?? 0,
      },
      comment: v.comment,
      lang: v.lang,
      publishedAt: (v.revealedAt ?? v.createdAt).toISOString(),
      tripDate,
      reply: v.reply,
      repliedAt: v.repliedAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageSize,
    summary: {
      average: boat.ratingAverage,
      count: boat.ratingCount,
      categories: {
        boatCondition: boat.ratingBoatCondition,
        cleanliness: boat.ratingCleanliness,
        communication: boat.ratingCommunication,
        value: boat.ratingValue,
      },
    },
  };
}

/** How many published valuations the boat has. */
async function countPublished(db: TDbOrTx, boatId: string): Promise<number> {
  const query = preparedOnce(db, 'boat-valuations-count', () =>
    db.select({ n: count() }).from(valuations).where(published()),
  );
  const [row] = await query.execute({ boatId });
  return row?.n ?? 0;
}
