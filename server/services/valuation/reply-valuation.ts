import { and, eq, isNull } from 'drizzle-orm';
import { valuations } from '../../../db/schema';
import type { TMyValuation, TValuationReplyRequest } from '../../../shared/schemas/valuation';
import { appError } from '../../errors';
import type { TActor } from '../booking/deps';
import { getValuation } from './present-valuation';
import type { TValuationDeps } from './submit-valuation';

/**
 * `POST /valuation/{id}/reply`: the boat's owner answers a client's valuation in public, once
 * (409 AA00183), after it is published (422 AA00184). Only the owner it is about sees it as
 * theirs: anybody else, and an owner's valuation of a client, is 404.
 */
export async function replyToValuation(
  deps: TValuationDeps,
  actor: TActor,
  id: string,
  body: TValuationReplyRequest,
): Promise<TMyValuation> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ revealedAt: valuations.revealedAt, reply: valuations.reply })
      .from(valuations)
      .where(
        and(
          eq(valuations.id, id),
          eq(valuations.ownerId, actor.id),
          eq(valuations.author, 'client'),
          isNull(valuations.hiddenAt),
        ),
      )
      .for('update');
    if (!row) throw appError('AA00004');
    if (row.reply !== null) throw appError('AA00183');
    if (row.revealedAt === null) throw appError('AA00184');
    await tx
      .update(valuations)
      .set({ reply: body.reply, repliedAt: now })
      .where(eq(valuations.id, id));
  });
  return getValuation(deps.db, id, actor.id);
}
