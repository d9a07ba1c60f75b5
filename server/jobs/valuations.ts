import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type TTransaction } from '../../db/client';
import type { TLang } from '../../shared/i18n';
import { VALUATION_LAST_REMINDER_DAYS, VALUATION_WINDOW_DAYS } from '../../shared/valuation';
import type { TMailer } from '../services/mail/types';
import type { TJob } from './scheduler';

/** How many valuations, and how many reminders, one round handles at most; the next takes the rest. */
const batch = 500;
const dayMs = 86_400_000;

/** What the reminders need: the mailer, the site's origin for the link, the log. */
export type TValuationMailDeps = { mailer: TMailer; publicUrl: string; log: FastifyBaseLogger };

/** One reminder claimed by a round, with what its mail says. */
type TReminder = {
  bookingId: string;
  userId: string;
  kind: 'first' | 'last';
  as: 'client' | 'owner';
  email: string;
  name: string;
  locale: TLang;
  boatName: string;
  startDate: string;
  endDate: string;
  closesAt: Date;
};

/**
 * The valuations' clock (issue 9, docs/decisions/0035-valuations.md). Each round:
 *
 * - publishes the valuations whose window has closed without the other side's (`revealed_at =
 *   closes_at`); the database trigger then updates the boat's and the users' rating figures;
 * - reminds each side of an enjoyed trip, while its window is open, to rate it: the client of a
 *   private rental and every active member of a group who has not written theirs, and the boat's
 *   owner while some client of the trip has no valuation from them. A `first` reminder as soon as
 *   the trip is enjoyed (unless only the last days are left), a `last` one when
 *   `VALUATION_LAST_REMINDER_DAYS` or fewer are left. Erased and disabled accounts are skipped.
 *
 * Each reminder is claimed by inserting its `(booking, user, kind)` into `valuation_reminders`
 * (`on conflict do nothing`), and its mail is stored in the same transaction: it goes out exactly
 * once, even with several nodes or a crash (delivery after the commit; stale outbox mails are
 * claimed again by the mail-delivery job).
 */
export function createValuationsJob(mail: TValuationMailDeps): TJob {
  return {
    ...valuationsJob,
    async run(tx, now) {
      const revealed = await revealClosedValuations(tx, now);
      const reminders = await claimReminders(tx, now);
      // each reminder's mail is stored with its claim, in the round's transaction: exactly once
      const staged = mail.mailer.within(tx);
      await sendReminders({ ...mail, mailer: staged.mailer }, reminders, now);
      return { count: revealed + reminders.length, afterCommit: async () => staged.afterCommit() };
    },
  };
}

/**
 * The job without mails (the demo seed, tests of the publishing alone): it only publishes. The
 * reminders are left to the job that can send them, so none is marked sent without its mail.
 */
export const valuationsJob: TJob = {
  name: 'valuations',
  lockKey: 7_415_109,
  everyMs: 10 * 60_000,
  async run(tx, now) {
    return revealClosedValuations(tx, now);
  },
};

/** Publishes the valuations whose window closed alone, as of its close; answers how many. */
async function revealClosedValuations(tx: TTransaction, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update valuations set revealed_at = closes_at
        where id in (
          select id from valuations
          where revealed_at is null and closes_at <= ${at}
          order by closes_at limit ${batch}
          for update skip locked
        )
        returning id`,
  );
  return rows.length;
}

type TReminderRow = {
  booking_id: string;
  user_id: string;
  kind: 'first' | 'last';
  as_role: 'client' | 'owner';
  email: string;
  name: string;
  locale: TLang;
  boat_name: string;
  start_date: string;
  end_date: string;
  closes_at: string | Date;
};

/** Claims the reminders due now (at most `batch`), answering them with what their mails say. */
async function claimReminders(tx: TTransaction, now: Date): Promise<TReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const closeDays = VALUATION_WINDOW_DAYS + 1;
  const rows = await queryRows<TReminderRow>(
    tx,
    sql`with trips as (
          select b.id, b.client_id, b.group_id, bo.owner_id,
            ((b.end_date + ${closeDays}::int)::timestamp at time zone 'Europe/Madrid') as closes_at
          from bookings b
          join boats bo on bo.id = b.boat_id
          where b.status = 'enjoyed'
            and b.end_date >= (${at} at time zone 'Europe/Madrid')::date - ${closeDays}::int
        ),
        open_trips as (
          select t.*,
            case when t.closes_at - ${at} <= make_interval(days => ${VALUATION_LAST_REMINDER_DAYS}::int)
              then 'last' else 'first' end::valuation_reminder_kind as kind
          from trips t where t.closes_at > ${at}
        ),
        -- the client side of each pair (an erased account is nobody to rate or remind)
        clients as (
          select c.booking_id, c.user_id from (
            select t.id as booking_id, t.client_id as user_id from open_trips t
            where t.group_id is null
            union
            select t.id, m.user_id from open_trips t
            join group_members m on m.group_id = t.group_id and m.left_at is null
          ) c
          join users u on u.id = c.user_id and u.deleted_at is null
        ),
        due as (
          select c.booking_id, c.user_id, 'client' as as_role from clients c
          where not exists (select 1 from valuations v where v.booking_id = c.booking_id
            and v.client_id = c.user_id and v.author = 'client')
          union
          select t.id, t.owner_id, 'owner' from open_trips t
          where exists (select 1 from clients c where c.booking_id = t.id
            and not exists (select 1 from valuations v where v.booking_id = t.id
              and v.client_id = c.user_id and v.author = 'owner'))
        ),
        wanted as (
          select distinct on (d.booking_id, d.user_id) d.booking_id, d.user_id, d.as_role, t.kind
          from due d
          join open_trips t on t.id = d.booking_id
          join users u on u.id = d.user_id
          where u.deleted_at is null and u.disabled_at is null
            and not exists (select 1 from valuation_reminders r where r.booking_id = d.booking_id
              and r.user_id = d.user_id and r.kind = t.kind)
          order by d.booking_id, d.user_id, d.as_role
          limit ${batch}
        ),
        claimed as (
          insert into valuation_reminders (booking_id, user_id, kind, sent_at)
          select booking_id, user_id, kind, ${at} from wanted
          on conflict do nothing
          returning booking_id, user_id, kind
        )
        select c.booking_id, c.user_id, c.kind, w.as_role, u.email, u.name, u.locale,
          bo.name as boat_name, b.start_date::text as start_date, b.end_date::text as end_date,
          t.closes_at
        from claimed c
        join wanted w on w.booking_id = c.booking_id and w.user_id = c.user_id
        join open_trips t on t.id = c.booking_id
        join bookings b on b.id = c.booking_id
        join boats bo on bo.id = b.boat_id
        join users u on u.id = c.user_id`,
  );
  return rows.map((row) => ({
    bookingId: row.booking_id,
    userId: row.user_id,
    kind: row.kind,
    as: row.as_role,
    email: row.email,
    name: row.name,
    locale: row.locale,
    boatName: row.boat_name,
    startDate: row.start_date,
    endDate: row.end_date,
    closesAt: new Date(row.closes_at),
  }));
}

/** The user's valuations page, in their language. */
export function valuationsLink(publicUrl: string, lang: TLang): string {
  return `${publicUrl.replace(/\/+$/, '')}/${lang}/settings/valuations`;
}

/**
 * Mails the reminders a round claimed (stored in its transaction). A mail that cannot be rendered
 * is logged and skipped: its reminder is marked sent all the same.
 */
async function sendReminders(
  deps: TValuationMailDeps,
  reminders: readonly TReminder[],
  now: Date,
): Promise<void> {
  for (const reminder of reminders) {
    try {
      const left = reminder.closesAt.getTime() - now.getTime();
      await deps.mailer.send({
        to: reminder.email,
        locale: reminder.locale,
        template: 'valuation-reminder',
        data: {
          name: reminder.name,
          boatName: reminder.boatName,
          startDate: reminder.startDate,
          endDate: reminder.endDate,
          as: reminder.as,
          kind: reminder.kind,
          closesAt: reminder.closesAt.toISOString(),
          daysLeft: Math.max(1, Math.ceil(left / dayMs)),
          link: valuationsLink(deps.publicUrl, reminder.locale),
        },
      });
    } catch (error) {
      deps.log.error(
        { err: error, bookingId: reminder.bookingId, userId: reminder.userId },
        'valuation reminder could not be sent',
      );
    }
  }
}
