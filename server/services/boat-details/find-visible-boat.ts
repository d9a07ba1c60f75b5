import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { preparedOnce, type TDbOrTx } from '../../../db/client';
import type { TBoat } from '../../../db/factories';
import { boats } from '../../../db/schema';
import { isUuid } from '../../../shared/uuid';
import { appError } from '../../errors';
import type { TAuthUser } from '../auth/id-token';

/** Who is looking: the logged-in caller, or null for a visitor. */
export type TViewer = TAuthUser | null;

type TViewerKind = 'visitor' | 'user' | 'admin';

const kindOf = (viewer: TViewer): TViewerKind =>
  !viewer ? 'visitor' : viewer.role === 'admin' || viewer.role === 'superAdmin' ? 'admin' : 'user';

/**
 * Published boats for everyone; the owner (placeholder `viewerId`) also sees their own
 * unpublished one, admins any.
 */
function visibleTo(kind: TViewerKind): SQL | undefined {
  if (kind === 'admin') return undefined;
  const published = eq(boats.status, 'published');
  if (kind === 'visitor') return published;
  return or(
    published,
    and(eq(boats.ownerId, sql.placeholder('viewerId')), ne(boats.status, 'removed')),
  );
}

/** The boat an id or a slug names, when the viewer may see it; else 404 (AA00025). */
export async function findVisibleBoat(
  db: TDbOrTx,
  idOrSlug: string,
  viewer: TViewer,
): Promise<TBoat> {
  const byId = isUuid(idOrSlug);
  const kind = kindOf(viewer);
  const query = preparedOnce(db, `visible-boat ${byId ? 'id' : 'slug'} ${kind}`, () =>
    db
      .select()
      .from(boats)
      .where(and(eq(byId ? boats.id : boats.slug, sql.placeholder('key')), visibleTo(kind)))
      .limit(1),
  );
  const [boat] = await query.execute({
    key: byId ? idOrSlug.toLowerCase() : idOrSlug,
    viewerId: viewer?.id ?? null,
  });
  if (!boat) throw appError('AA00025');
  return boat;
}
