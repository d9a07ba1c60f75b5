import { sql } from 'drizzle-orm';
import { queryRows, type TTransaction } from '../../db/client';
import { isGroupNotice, renderGroupNotice } from '../../shared/group-notices';
import type { TLang } from '../../shared/i18n';
import {
  sendChatAlerts,
  type TChatAlert,
  type TChatAlertMailDeps,
} from '../services/chat/chat-alert-mail';
import type { TJob } from './scheduler';

/** How many participants one round looks at at most; the next round (a minute later) takes the rest. */
const batch = 500;

export type TChatAlertsOptions = TChatAlertMailDeps & {
  /** config.chatAlertMinutes: how long a message waits unread before it is mailed about */
  delayMinutes: number;
};

/**
 * PRODUCT.md §5: a mail about unread messages once one has waited `delayMinutes` unread, to
 * participants with mail alerts on; then no other mail about that conversation until they have
 * read it (a quiet period), and the next one only when a newer message has waited again
 * (docs/decisions/0026-message-alerts-and-erasure.md).
 *
 * A participant is due when the oldest message after their read pointer that they did not write
 * is old enough, they have not been alerted since they last read (`alerted_seq <= last_read_seq`),
 * their account is live and alerts are on. Admins answering support (role `support`) are never
 * mailed per message: the back office's queue is their inbox. Users' support conversations are
 * alerted like any other when support answers.
 *
 * Only participants whose `activity_at` changed since the job last looked (`alert_checked_at`)
 * are read, through a partial index: every message touches its participants' `activity_at`, and
 * every round marks what it looked at, so the index holds the recent activity only. An unread
 * message still inside its delay stays there for a later round.
 *
 * Claiming is one statement with `FOR UPDATE SKIP LOCKED`: two rounds at once (several nodes, or
 * the advisory lock lost) never claim the same participant, and a participant whose row a send
 * holds at this moment is left for the next round.
 *
 * Guarantee: **one mail per alert**. The mails are stored in the transaction of the claim (setting
 * `alerted_seq`) and delivered after its commit: a crash after the commit leaves them in the
 * outbox for the mail-delivery job; a round that rolls back stores none.
 */
export function createChatAlertsJob(options: TChatAlertsOptions): TJob {
  return {
    name: 'chat-alerts',
    lockKey: 7_415_104,
    everyMs: 60_000,
    async run(tx, now) {
      const cutoff = new Date(now.getTime() - options.delayMinutes * 60_000);
      const alerts = await claimChatAlerts(tx, cutoff);
      const mail = options.mailer.within(tx);
      await sendChatAlerts({ ...options, mailer: mail.mailer }, alerts);
      return { count: alerts.length, afterCommit: async () => mail.afterCommit() };
    },
  };
}

type TClaimedRow = {
  conversation_id: string;
  user_id: string;
  due: boolean;
  email: string;
  name: string;
  locale: TLang;
  kind: 'booking' | 'boat' | 'support' | 'group';
  unread: number | string;
  body: string | null;
  sender_name: string | null;
  /** the newest message is a group's notice (no sender): its key and values, and the group */
  notice: string | null;
  notice_params: Record<string, string> | null;
  group_name: string | null;
};

/**
 * What the mail quotes: a notice in the recipient's language, "from" the group (it has no
 * sender); a member's message with their first name and the group's ("Ana · Calas del sur").
 */
function quoteOf(row: TClaimedRow): { body: string; senderName: string } {
  if (row.notice !== null && isGroupNotice(row.notice))
    return {
      body: renderGroupNotice(row.locale, row.notice, row.notice_params ?? {}),
      senderName: row.group_name ?? '',
    };
  const names = [row.sender_name, row.group_name].filter((name): name is string => !!name);
  return { body: row.body ?? '', senderName: names.join(' · ') };
}

/**
 * One round: marks every participant it looks at as checked, and the due ones as alerted up to
 * the conversation's newest message. Answers the due ones, with what their mail says.
 */
export async function claimChatAlerts(tx: TTransaction, cutoff: Date): Promise<TChatAlert[]> {
  const dueBefore = sql`${cutoff.toISOString()}::timestamptz`;
  const rows = await queryRows<TClaimedRow>(
    tx,
    sql`with claimed as (
          select p.conversation_id, p.user_id, p.activity_at, c.last_seq,
            coalesce(
              c.last_seq > p.last_read_seq
              and p.alerted_seq <= p.last_read_seq
              and first_unread.created_at <= ${dueBefore}
              and u.mail_alerts and u.deleted_at is null,
              false) as due
          from conversation_participants p
          join conversations c on c.id = p.conversation_id
          join users u on u.id = p.user_id
          left join lateral (
            select m.created_at from messages m
            where m.conversation_id = p.conversation_id
              -- a notice (no sender) is unread for everyone
              and m.seq > p.last_read_seq and m.sender_id is distinct from p.user_id
            order by m.seq limit 1
          ) first_unread on true
          where p.activity_at is distinct from p.alert_checked_at and p.role <> 'support'
            -- unread and still inside its delay: a later round looks again
            and not coalesce(
              c.last_seq > p.last_read_seq and first_unread.created_at > ${dueBefore}, false)
          order by p.activity_at
          limit ${batch}
          for update of p skip locked
        )
        update conversation_participants p
        set alert_checked_at = claimed.activity_at,
          alerted_seq = case when claimed.due then claimed.last_seq else p.alerted_seq end
        from claimed
        join conversations c on c.id = claimed.conversation_id
        join users u on u.id = claimed.user_id
        left join messages lm on lm.id = c.last_message_id
        left join users sender on sender.id = lm.sender_id
        left join groups g on g.id = c.group_id
        where p.conversation_id = claimed.conversation_id and p.user_id = claimed.user_id
        returning p.conversation_id, p.user_id, claimed.due, u.email, u.name, u.locale, c.kind,
          claimed.last_seq - p.last_read_seq as unread, lm.body, sender.name as sender_name,
          lm.notice, lm.notice_params, g.name as group_name`,
  );
  return rows
    .filter((row) => row.due)
    .map((row) => ({
      conversationId: row.conversation_id,
      userId: row.user_id,
      email: row.email,
      name: row.name,
      locale: row.locale,
      fromSupport: row.kind === 'support',
      unread: Number(row.unread),
      ...quoteOf(row),
    }));
}
