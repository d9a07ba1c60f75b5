import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boats, boatTypes, destinations, harbours, users } from '../../../db/schema';

export type TBoatStatus = (typeof boats.$inferSelect)['status'];
export const boatStatuses = [
  'draft',
  'pending_review',
  'published',
  'rejected',
  'removed',
  'unpublished',
] as const satisfies readonly TBoatStatus[];

export type TPage = { page: number; pageSize: number };

/**
 * What every back-office list shows of a boat, any status, with its cover and its owner, and the
 * total for paging; `where` carries the caller's scope (their own boats, or a status for admins).
 */
export async function selectBoatSummaries(
  db: TDbOrTx,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  { page, pageSize }: TPage,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: boats.id,
        slug: boats.slug,
        name: boats.name,
        status: boats.status,
        coverPictureId: boatPictures.assetId,
        typeSlug: boatTypes.slug,
        typeNameEs: boatTypes.nameEs,
        typeNameEn: boatTypes.nameEn,
        harbourSlug: harbours.slug,
        harbourName: harbours.name,
        destinationName: destinations.name,
        fromPriceCents: boats.fromPriceCents,
        rejectionReason: boats.rejectionReason,
        submittedAt: boats.submittedAt,
        reviewedAt: boats.reviewedAt,
        publishedAt: boats.publishedAt,
        updatedAt: boats.updatedAt,
        ownerId: users.id,
        ownerName: users.name,
        ownerSurname: users.surname,
        ownerEmail: users.email,
        ownerRole: users.role,
      })
      .from(boats)
      .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId))
      .innerJoin(harbours, eq(harbours.id, boats.harbourId))
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .innerJoin(users, eq(users.id, boats.ownerId))
      .leftJoin(boatPictures, and(eq(boatPictures.boatId, boats.id), eq(boatPictures.position, 0)))
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(boats).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      status: r.status,
      coverPictureId: r.coverPictureId,
      type: { slug: r.typeSlug, name: { es: r.typeNameEs, en: r.typeNameEn } },
      harbour: { slug: r.harbourSlug, name: r.harbourName, destination: r.destinationName },
      fromPriceCents: r.fromPriceCents,
      rejectionReason: r.rejectionReason,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      owner: {
        id: r.ownerId,
        name: `${r.ownerName} ${r.ownerSurname}`.trim(),
        email: r.ownerEmail,
        role: r.ownerRole,
      },
    })),
  };
}

export type TBoatSummary = Awaited<ReturnType<typeof selectBoatSummaries>>['items'][number];
