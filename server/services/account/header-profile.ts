import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { pictureUrl } from '../../../shared/media';

/** Name and picture URL the page header shows (cookies `name` and `img`). */
export async function headerProfile(
  db: TDbOrTx,
  userId: string,
): Promise<{ name: string; avatarUrl: string | null }> {
  const [user] = await db
    .select({ name: users.name, avatarAssetId: users.avatarAssetId })
    .from(users)
    .where(eq(users.id, userId));
  return {
    name: user?.name ?? '',
    avatarUrl: user?.avatarAssetId ? pictureUrl(user.avatarAssetId, 320) : null,
  };
}
