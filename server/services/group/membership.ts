import { and, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { groupMembers } from '../../../db/schema';

export type TGroupMember = typeof groupMembers.$inferSelect;

/** The user's membership of the group while they have not left it; null when there is none. */
export async function activeMembership(
  db: TDbOrTx,
  groupId: string,
  userId: string,
): Promise<TGroupMember | null> {
  const [member] = await db
    .select()
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        isNull(groupMembers.leftAt),
      ),
    );
  return member ?? null;
}
