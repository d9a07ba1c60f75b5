import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { verifyPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import { validationMessages } from '../../../shared/validation-messages';
import { appError } from '../../errors';
import { fieldError } from '../boat-write/field-errors';

/**
 * The password asked again before sessions are ended (ASVS 3.3.4): a 400 naming `password` when
 * it is missing, 403 AA00015 when wrong. Accounts made with Google or Facebook have none.
 */
export async function confirmPassword(db: TDbOrTx, userId: string, password: string | undefined) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.passwordHash) return;
  if (!password) throw fieldError('password', validationMessages.required);
  if (!(await verifyPassword(user.passwordHash, password))) throw appError('AA00015');
}
