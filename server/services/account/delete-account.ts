import { and, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../../db/password';
import {
  boatDrafts,
  boats,
  favourites,
  messages,
  paymentCards,
  socialIdentities,
  userDegrees,
  userProfessions,
  users,
} from '../../../db/schema';
import { appError } from '../../errors';
import type { TAuthDeps } from '../auth/deps';
import { revokeUserSessions } from '../auth/refresh-tokens';

/**
 * Cancels the account: confirmed with the password (accounts made with Google or Facebook have
 * none). Every personal field is erased for good; the row stays as an anonymous reference so
 * bookings kept for accounting still point somewhere. The user's boats leave the site, the
 * saved cards are retired (the ledger keeps pointing at them; nothing can charge them again) and
 * the texts of their messages are erased (docs/decisions/0026-message-alerts-and-erasure.md).
 */
export async function deleteAccount(
  deps: TAuthDeps,
  userId: string,
  password: string | undefined,
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw appError('AA00004');
  if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password))))
    throw appError('AA00015');
  const now = new Date();
  // the goodbye goes to the address being erased: stored with the erasure, delivered after it
  const deliver = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: null,
        name: '',
        surname: '',
        phone: null,
        description: null,
        countryCode: null,
        address: null,
        postalCode: null,
        city: null,
        birthdate: null,
        companyName: null,
        companyCif: null,
        companyAddress: null,
        iban: null,
        avatarAssetId: null,
        mailAlerts: false,
        acceptsUpdates: false,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
    await tx.delete(userDegrees).where(eq(userDegrees.userId, userId));
    await tx.delete(userProfessions).where(eq(userProfessions.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(boatDrafts).where(eq(boatDrafts.userId, userId));
    await tx
      .update(paymentCards)
      .set({ isDefault: false, removedAt: now })
      .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.removedAt)));
    await tx
      .update(boats)
      .set({ status: 'removed', updatedAt: now })
      .where(eq(boats.ownerId, userId));
    // the texts they wrote; the rows keep their seq, so the other party's thread keeps its order
    await tx
      .update(messages)
      .set({ body: '', erasedAt: now })
      .where(and(eq(messages.senderId, userId), isNull(messages.erasedAt)));
    await revokeUserSessions(tx, userId);
    const mail = deps.mailer.within(tx);
    await mail.mailer.send({
      to: user.email,
      locale: user.locale,
      template: 'account-deleted',
      data: { name: user.name },
    });
    return mail.afterCommit;
  });
  deliver();
}
