import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type TTransaction } from '../../db/client';
import { groups } from '../../db/schema';
import type { TPaymentProvider } from '../adapters/payments/types';
import type { TBookingMailDeps } from '../services/booking/booking-mails';
import type { TChatBus } from '../services/chat/bus';
import { AfterCommit } from '../services/group/after-commit';
import type { TGroupDeps } from '../services/group/deps';
import { noticeGroup } from '../services/group/group-notices';
import type { TGroupRow } from '../services/group/present-group';
import { cancelGroup } from '../services/group/refund-group';
import type { TJob } from './scheduler';

/** How many groups one round cancels at most; the next round (a minute later) takes the rest. */
const batch = 50;

export type TGroupDeadlineDeps = {
  payments: TPaymentProvider;
  mail?: TBookingMailDeps;
  bus?: TChatBus;
  log?: FastifyBaseLogger;
  /** only this group (the dev job runner's scoped round, so a test does not touch the others) */
  onlyGroupId?: string;
};

/**
 * PRODUCT.md §4: a group not confirmed 48 hours before its sail date is canceled and every member
 * refunded in full, automatically, with a mail. Rows are claimed with `FOR UPDATE SKIP LOCKED`
 * (a join holding a group is left for the next round); each group is canceled in its own
 * savepoint, so a refund the processor refuses leaves that group for the next round and the others
 * go on. Refunds are keyed by group and charge: a group is never refunded twice. The members'
 * mails are stored with their group's cancellation and delivered once the round committed. `now`
 * comes from the scheduler, so tests drive the clock.
 */
export function createGroupDeadlineJob(deps: TGroupDeadlineDeps): TJob {
  return {
    name: 'group-deadline',
    lockKey: 7_415_105,
    everyMs: 60_000,
    async run(tx, now) {
      const later = new AfterCommit();
      const count = await cancelOverdueGroups(tx, now, deps, later);
      return { count, afterCommit: () => later.run() };
    },
  };
}

async function cancelOverdueGroups(
  tx: TTransaction,
  now: Date,
  deps: TGroupDeadlineDeps,
  later: AfterCommit,
): Promise<number> {
  const due = await queryRows<{ id: string }>(
    tx,
    sql`select ${groups.id} as id from ${groups}
        where ${groups.status} in ('open', 'complete', 'requested')
          and ${groups.deadlineAt} <= ${now.toISOString()}::timestamptz
          and (${deps.onlyGroupId ?? null}::uuid is null or ${groups.id} = ${deps.onlyGroupId ?? null}::uuid)
        order by ${groups.deadlineAt} limit ${batch}
        for update skip locked`,
  );
  const groupDeps: TGroupDeps = {
    db: tx,
    payments: deps.payments,
    mail: deps.mail,
    bus: deps.bus,
    now: () => now,
    ownerResponseHours: 0,
    firstPaymentShare: 0,
  };
  let count = 0;
  for (const { id } of due) {
    const mine = new AfterCommit();
    try {
      // the members' mails are stored in the group's savepoint: gone with it if it fails
      await mine.transaction(tx, async (sp) => {
        const [group] = await sp
          .select()
          .from(groups)
          .where(sql`${groups.id} = ${id}`);
        await cancelGroup(groupDeps, sp, group as TGroupRow, 'deadline');
        await noticeGroup(groupDeps, sp, mine, id, 'groupCanceled', {});
        mine.mail(groupDeps, 'canceled', id);
      });
      later.add(() => mine.run());
      count += 1;
    } catch (error) {
      deps.log?.error({ err: error, groupId: id }, 'group could not be canceled at its deadline');
    }
  }
  return count;
}
