import { hashPassword } from '../../../db/password';
import { users } from '../../../db/schema';
import type {
  TSignupClientRequest,
  TSignupShipownerRequest,
} from '../../../shared/schemas/account';
import { appError } from '../../errors';
import { limits } from '../rate-limit';
import { refuseCommonPassword } from './common-passwords';
import type { TAuthDeps } from './deps';
import { createEmailToken } from './email-tokens';
import { verifyEmailLink } from './links';
import { isUniqueViolation } from '../../lib/pg-errors';

/**
 * Creates a client or shipowner account and mails the verification link (stored with the account,
 * delivered once it committed).
 */
export async function signUp(
  deps: TAuthDeps,
  input:
    (TSignupClientRequest & { kind: 'client' }) | (TSignupShipownerRequest & { kind: 'shipowner' }),
  ip: string,
  requestLang: 'es' | 'en',
): Promise<{ id: string; email: string }> {
  await refuseCommonPassword(input.password);
  await deps.limiter.consume([`signup:ip:${ip}`, limits.signupPerIp]);
  const locale = input.locale ?? requestLang;
  const user = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          role: input.kind,
          name: input.name,
          surname: input.surname,
          phone: input.phone,
          locale,
          acceptsUpdates: input.updates ?? false,
          ...(input.kind === 'shipowner'
            ? {
                companyName: input.company_name,
                companyCif: input.companyCif,
                companyAddress: input.companyAddress,
              }
            : {}),
        })
        .returning({ id: users.id, email: users.email, name: users.name });
      const token = await createEmailToken(tx, created!.id, 'verify_email');
      const mail = deps.mailer.within(tx);
      await mail.mailer.send({
        to: created!.email,
        locale,
        template: 'verify-email',
        data: { name: created!.name, link: verifyEmailLink(deps.publicUrl, locale, token) },
      });
      return { id: created!.id, email: created!.email, deliver: mail.afterCommit };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw appError('AA00013');
      throw error;
    });
  user.deliver();
  return { id: user.id, email: user.email };
}
