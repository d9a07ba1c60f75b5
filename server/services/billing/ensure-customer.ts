import { and, eq, isNull } from 'drizzle-orm';
import { billingCustomers, users } from '../../../db/schema';
import { appError } from '../../errors';
import type { TBillingDeps } from './deps';
import { lockKey } from './lock-key';

/**
 * The user's customer at the payment provider, created the first time (spec §7 `POST
 * /billing/client`). Idempotent, also when two requests race: they take turns on a lock.
 */
export async function ensureBillingCustomer(
  deps: TBillingDeps,
  userId: string,
): Promise<{ customerId: string; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `billing-customer:${userId}`);
    const [existing] = await tx
      .select({ customerId: billingCustomers.providerCustomerId })
      .from(billingCustomers)
      .where(
        and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, deps.payments.name)),
      );
    if (existing) return { customerId: existing.customerId, created: false };
    const [user] = await tx
      .select({ email: users.email, name: users.name, surname: users.surname })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!user) throw appError('AA00004');
    const { customerId } = await deps.payments.within(tx).createCustomer({
      userId,
      email: user.email,
      name: `${user.name} ${user.surname}`.trim(),
    });
    await tx
      .insert(billingCustomers)
      .values({ userId, provider: deps.payments.name, providerCustomerId: customerId });
    return { customerId, created: true };
  });
}
