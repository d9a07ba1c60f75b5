import type { TDbOrTx } from '../../../db/client';
import type { TLang } from '../../../shared/i18n';
import type { TAuthDeps } from './deps';

/**
 * Stores, in the transaction that changed the password, the mail telling the account's address
 * (ASVS 2.2.3); the returned function delivers it once the transaction committed.
 */
export async function sendPasswordChanged(
  mailer: TAuthDeps['mailer'],
  tx: TDbOrTx,
  user: { email: string; name: string; locale: TLang },
): Promise<() => void> {
  const mail = mailer.within(tx);
  await mail.mailer.send({
    to: user.email,
    locale: user.locale,
    template: 'password-changed',
    data: { name: user.name },
  });
  return mail.afterCommit;
}
