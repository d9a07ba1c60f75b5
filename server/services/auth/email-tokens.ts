import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { emailTokens } from '../../../db/schema';
import { appError } from '../../errors';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

type TPurpose = 'verify_email' | 'reset_password';

/** How long each link works: verification a week, password reset one hour. */
export const emailTokenMinutes: Record<TPurpose, number> = {
  verify_email: 7 * 24 * 60,
  reset_password: 60,
};

/** A new single-use link token; earlier unused ones of the same purpose stop working. */
export async function createEmailToken(
  db: TDbOrTx,
  userId: string,
  purpose: TPurpose,
  now = new Date(),
): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + emailTokenMinutes[purpose] * 60_000),
  });
  return token;
}

/** Uses a link token once: answers its user, or AA00014 when unknown, used or expired. */
export async function consumeEmailToken(
  db: TDbOrTx,
  token: string,
  purpose: TPurpose,
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOpaqueToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) throw appError('AA00014');
  return row.userId;
}
