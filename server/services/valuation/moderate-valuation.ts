import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { valuations } from '../../../db/schema';
import type { TAdminValuation } from '../../../shared/schemas/valuation';
import { appError, forbidden } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { isAdmin, type TActor } from '../booking/deps';
import { presentAdminValuation, selectValuations } from './present-valuation';

/**
 * `POST /backoffice/admin/valuation/{id}/hide` and `/show`: an admin takes a valuation that breaks
 * the rules out of the boat page and the ratings, or puts it back, with the reason. The change,
 * the ratings (trigger) and the audit entry are one transaction. 409 AA00185 when it already was.
 * The actor's role comes from the auth hook, which reads the user on every request.
 */
export async function moderateValuation(
  deps: { db: TDatabase; now?: () => Date },
  actor: TActor,
  id: string,
  change: { hide: boolean; reason: string },
): Promise<TAdminValuation> {
  if (!isAdmin(actor)) throw forbidden();
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hiddenAt: valuations.hiddenAt, hiddenReason: valuations.hiddenReason })
      .from(valuations)
      .where(eq(valuations.id, id))
      .for('update');
    if (!row) throw appError('AA00004');
    if ((row.hiddenAt !== null) === change.hide) throw appError('AA00185');
    await tx
      .update(valuations)
      .set(
        change.hide
          ? { hiddenAt: now, hiddenReason: change.reason, hiddenBy: actor.id }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(valuations.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: change.hide ? 'valuation.hide' : 'valuation.show',
      targetType: 'valuation',
      targetId: id,
      before: { hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason },
      after: { hidden: change.hide, hiddenReason: change.hide ? change.reason : null },
      reason: change.reason,
    });
  });
  const [row] = await selectValuations(deps.db, eq(valuations.id, id));
  return presentAdminValuation(row!);
}
