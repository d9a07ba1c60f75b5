import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../../db/client';
import { boatPictures, boats, users, valuations } from '../../../db/schema';
import type { TAdminValuation, TMyValuation } from '../../../shared/schemas/valuation';

/** The two people of a valuation, as the list queries join them. */
export const clientUser = alias(users, 'valuation_client');
export const ownerUser = alias(users, 'valuation_owner');

const columns = {
  v: valuations,
  boatSlug: boats.slug,
  boatName: boats.name,
  boatPicture: sql<
    string | null
  >`(select ${boatPictures.assetId} from ${boatPictures} where ${boatPictures.boatId} = ${boats.id} order by ${boatPictures.position} limit 1)`,
  client: { id: clientUser.id, firstName: clientUser.name, pictureId: clientUser.avatarAssetId },
  owner: { id: ownerUser.id, firstName: ownerUser.name, pictureId: ownerUser.avatarAssetId },
};

type TValuationRow = Awaited<ReturnType<typeof selectValuations>>[number];

/** Valuations with their boat and both people, filtered, ordered and paged by the caller. */
export function selectValuations(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(valuations)
    .innerJoin(boats, eq(boats.id, valuations.boatId))
    .innerJoin(clientUser, eq(clientUser.id, valuations.clientId))
    .innerJoin(ownerUser, eq(ownerUser.id, valuations.ownerId))
    .where(where)
    .$dynamic();
}

/** How many valuations `where` keeps, over the same joins. */
export async function countValuations(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(valuations)
    .innerJoin(boats, eq(boats.id, valuations.boatId))
    .innerJoin(clientUser, eq(clientUser.id, valuations.clientId))
    .innerJoin(ownerUser, eq(ownerUser.id, valuations.ownerId))
    .where(where);
  return row?.n ?? 0;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A valuation as its sides (and admins) see it; never the raw row. */
export function presentValuation(row: TValuationRow, viewerId: string): TMyValuation {
  const { v } = row;
  const fromClient = v.author === 'client';
  const published = v.revealedAt !== null;
  return {
    id: v.id,
    bookingId: v.bookingId,
    boat: { id: v.boatId, slug: row.boatSlug, name: row.boatName, pictureId: row.boatPicture },
    author: v.author,
    from: fromClient ? row.client : row.owner,
    about: fromClient ? row.owner : row.client,
    rating: v.rating,
    categories: fromClient
      ? {
          boatCondition: v.boatCondition ?? 0,
          cleanliness: v.cleanliness ?? 0,
          communication: v.communication ?? 0,
          value: v.value ?? 0,
        }
      : null,
    comment: v.comment,
    lang: v.lang,
    createdAt: v.createdAt.toISOString(),
    publishedAt: iso(v.revealedAt),
    reply: v.reply,
    repliedAt: iso(v.repliedAt),
    hidden: v.hiddenAt !== null,
    hiddenReason: v.hiddenReason,
    canReply:
      fromClient && published && v.hiddenAt === null && v.reply === null && v.ownerId === viewerId,
  };
}

export function presentAdminValuation(row: TValuationRow): TAdminValuation {
  const { canReply: _canReply, ...rest } = presentValuation(row, '');
  return { ...rest, hiddenAt: iso(row.v.hiddenAt) };
}

/** One valuation, presented for the viewer (after a change: read outside the transaction). */
export async function getValuation(db: TDbOrTx, id: string, viewerId: string) {
  const [row] = await selectValuations(db, eq(valuations.id, id));
  if (!row) throw new Error(`Valuation ${id} vanished`);
  return presentValuation(row, viewerId);
}
