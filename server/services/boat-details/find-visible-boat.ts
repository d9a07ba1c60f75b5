import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import { prepared, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boats } from '../../../db/schema';
import { isUuid } from '../../../shared/uuid';
import { appError } from '../../errors';
import type { TAuthUser } from '../auth/id-token';

/** Who is looking: the logged-in caller, or null for a visitor. */
export type TViewer = TAuthUser | null;

/** Published boats for everyone; the owner also sees their own unpublished one, admins any. */
export function visibleTo(viewer: TViewer): SQL | undefined {
  if (viewer?.role === 'admin' || viewer?.role === 'superAdmin') return undefined;
  const published = eq(boats.status, 'published');
  if (!viewer) return published;
  return or(published, and(eq(boats.ownerId, viewer.id), ne(boats.status, 'removed')));
}

/** The boat an id or a slug names, when the viewer may see it; else 404 (AA00025). */
export async function findVisibleBoat(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
): Promise<TBoat> {
  const named = isUuid(idOrSlug) ? eq(boats.id, idOrSlug.toLowerCase()) : eq(boats.slug, idOrSlug);
  const [boat] = await prepared(
    db
      .select()
      .from(boats)
      .where(and(named, visibleTo(viewer)))
      .limit(1),
  );
  if (!boat) throw appError('AA00025');
  return boat;
}
