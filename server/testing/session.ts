import type { TDbOrTx } from '../../db/client';
import { createSession } from '../services/auth/create-session';
import type { TAuthUser } from '../services/auth/id-token';

/**
 * An id token of a real session of `user` (a refresh-token family in the database), as a login
 * makes: the server refuses a token whose session does not exist or was ended.
 */
export async function sessionToken(db: TDbOrTx, secret: string, user: TAuthUser): Promise<string> {
  const session = await createSession(
    db,
    secret,
    { id: user.id, role: user.role, name: '' },
    { rememberMe: true, client: { userAgent: 'Marea tests' } },
  );
  return session.idToken;
}
