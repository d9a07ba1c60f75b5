import { sql } from 'drizzle-orm';
import { queryRows, type TDatabase } from '../../db/client';
import { hashPassword } from '../../db/password';
import { todayInMadrid } from '../../shared/dates';
import { VALUATION_WINDOW_DAYS } from '../../shared/valuation';
import { generateBoats } from '../search/generate-boats';

export type TMarketplaceSize = { boats: number; users: number; bookings: number; messages: number };

/** Every generated account logs in with this password (one argon2 hash shared by all). */
export const benchPassword = 'Marea2026!';
/** `bench-client-1@bench.marea.test` … the clients; owners are `bench-owner-N@…`. */
export const benchEmail = (role: 'client' | 'owner', n: number) =>
  `bench-${role}-${n}@bench.marea.test`;
/** One owner in ten; the rest are clients. */
export const ownerCount = (users: number) => Math.max(1, Math.round(users / 10));
/** Messages per conversation: conversations are this many times fewer than messages. */
const messagesPerChat = 5;

const firstNames = ['Ana', 'Luis', 'Marta', 'Jordi', 'Lucía', 'Pablo', 'Carmen', 'Iker', 'Nora'];
const surnames = ['García', 'Ferrer', 'Vidal', 'Ruiz', 'Serra', 'Navarro', 'Pons', 'Castro'];
const lines = [
  'Hola, ¿la salida es desde el pantalán principal?',
  '¿Podemos llevar nuestra nevera y algo de comida?',
  'Perfecto, os esperamos a las 10:00 en el puerto.',
  '¿Hay toallas a bordo o las traemos?',
  'El parte da buen tiempo, saldremos sin problema.',
  'Somos dos adultos y dos niños, ¿hay chalecos infantiles?',
  '¡Gracias! Ha sido un día estupendo en el mar.',
  'Podéis aparcar en el parking del club náutico.',
];
/** A whole number written into the statement (a parameter's type would be unknown to PostgreSQL). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
/**
 * The id of generated user `bench-<kind>-<n>`, the same in every statement: an md5 made a valid
 * version 4 UUID (the API's schemas check the version and variant digits).
 */
const userId = (kind: ReturnType<typeof sql>, n: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5('bench-' || ${kind} || '-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
const sqlTextArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * A grown marketplace generated in bulk SQL (one `insert … select generate_series` per table,
 * never the services) that keeps every constraint and trigger of the schema: users (one in ten an
 * owner, all verified, one shared password hash), the boats of bench/search/generate-boats.ts
 * spread over those owners, bookings of every status spread over the past 18 months and the next
 * 6 (one time window per booking of a boat, so they never overlap; accepted and enjoyed ones hold
 * their occupancy row, as the booking service would), and booking conversations between client and
 * owner with `messagesPerChat` messages each. `db` must have one connection (temporary tables).
 */
export async function generateMarketplace(
  db: TDatabase,
  size: TMarketplaceSize,
  log: (line: string) => void,
): Promise<void> {
  const step = async (title: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`  ${title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const owners = ownerCount(size.users);
  const clients = Math.max(1, size.users - owners);
  const hash = await hashPassword(benchPassword);
  await db.execute(sql`select setseed(0.42)`);

  await step(`${size.users} users`, () =>
    db.execute(sql`
      insert into users (id, email, password_hash, role, name, surname, locale, email_verified_at,
        created_at, updated_at)
      select ${userId(sql`kind`, sql`n`)}, 'bench-' || kind || '-' || n || '@bench.marea.test',
        ${hash}, role::user_role, (${sqlTextArray(firstNames)})[1 + n % ${int(firstNames.length)}],
        (${sqlTextArray(surnames)})[1 + n % ${int(surnames.length)}],
        (case when n % 5 = 0 then 'en' else 'es' end)::lang, joined, joined, joined
      from (
        select 'owner' kind, 'shipowner' role, n, now() - random() * interval '900 days' joined
        from generate_series(1, ${int(owners)}) n
        union all
        select 'client', 'client', n, now() - random() * interval '900 days'
        from generate_series(1, ${int(clients)}) n
      ) s`),
  );

  await step(`${size.boats} boats`, async () => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select ${userId(sql`'owner'`, sql`n`)} id from generate_series(1, ${int(owners)}) n`,
    );
    await generateBoats(db, size.boats, {
      ownerIds: rows.map((row) => row.id),
      occupancy: false,
    });
  });

  await db.execute(sql`
    create temp table bench_boats as
    select (row_number() over (order by id) - 1)::int n, id, owner_id, skipper,
      skipper_price_cents sp, coalesce(day_price_low_cents, from_price_cents) price,
      half_day_price_low_cents is not null half
    from boats where status = 'published'`);
  await db.execute(sql`create index on bench_boats (n)`);
  const [{ published } = { published: 0 }] = await queryRows<{ published: number }>(
    db,
    sql`select count(*)::int published from bench_boats`,
  );
  if (published === 0) throw new Error('no published boat to book');
  // each boat's bookings take turns in windows of `span` days: 3/4 of them in the past
  const windows = Math.ceil(size.bookings / Math.max(1, published));
  const span = Math.max(730, windows * 3);
  const width = Math.floor(span / windows);
  const longest = Math.min(7, width - 1);
  const first = sql`${todayInMadrid()}::date - ${int(Math.round(span * 0.75))}`;

  await step(`${size.bookings} bookings`, () =>
    db.execute(sql`
      insert into bookings (boat_id, client_id, status, start_date, end_date, duration, slot, during,
        people, skipper, message, price_days, boat_cents, skipper_cents, total_cents,
        first_payment_percent, respond_by, decided_at, reject_reason, canceled_at, canceled_by,
        created_at, updated_at)
      select boat_id, client_id, status::booking_status, start_date, end_date,
        duration::booking_duration, slot::half_day_slot,
        tsrange(start_date + (case when slot = 'afternoon' then time '14:00' else time '00:00' end),
          case when slot = 'morning' then start_date + time '14:00' else end_date + 1 end, '[)'),
        people, skipper, case when r_people < 0.3 then ${lines[0]} end,
        (select jsonb_agg(jsonb_build_object('date', d::date,
           'priceCents', case when duration = 'half_day' then half_price else price end) order by d)
         from generate_series(start_date, end_date, interval '1 day') d),
        boat_cents, skipper_cents, boat_cents + skipper_cents, 30, created_at + interval '24 hours',
        case when status in ('accepted', 'enjoyed', 'rejected') then created_at + interval '3 hours' end,
        case when status = 'rejected' then 'owner'::booking_reject_reason end,
        case when status = 'canceled' then least(now(), created_at + interval '1 day') end,
        case when status = 'canceled' then
          (case when r_people < 0.5 then 'client' else 'owner' end)::booking_party end,
        created_at, created_at
      from (
        select *, (end_date - start_date + 1) * (case when duration = 'half_day' then half_price else price end) boat_cents,
          case when skipper then sp * (end_date - start_date + 1) else 0 end skipper_cents,
          case when status = 'pending' then now() - r_lead * interval '20 hours'
            else least(now() - interval '1 hour', start_date - (1 + floor(r_lead * 60))::int + time '10:00')
          end created_at
        from (
          select *, round(price * 0.6)::int half_price,
            case
              when end_date < current_date then case when r_status < 0.62 then 'enjoyed'
                when r_status < 0.77 then 'canceled' when r_status < 0.89 then 'rejected' else 'expired' end
              when start_date <= current_date then 'accepted'
              else case when r_status < 0.55 then 'accepted' when r_status < 0.6 then 'pending'
                when r_status < 0.8 then 'canceled' else 'rejected' end
            end status,
            sk = 'mandatory' or (sk = 'optional' and r_people < 0.5) skipper,
            1 + floor(r_people * 6)::int people
          from (
            select *, case when duration = 'half_day' then
              case when r_len < 0.5 then 'morning' else 'afternoon' end end slot,
              case when duration = 'days' then start_date + 1 + floor(r_len * (${int(longest)} - 1))::int
                else start_date end end_date
            from (
              select b.id boat_id, b.price, b.skipper sk, b.sp,
                ${userId(sql`'client'`, sql`(1 + floor(random() * ${int(clients)}))::int`)} client_id,
                ${first} + (g.i / ${int(published)}) * ${int(width)}
                  + floor(random() * (${int(width)} - ${int(longest)}))::int start_date,
                case when b.half and random() < 0.15 then 'half_day'
                  when ${int(longest)} < 2 or random() < 0.55 then 'day' else 'days' end duration,
                random() r_len, random() r_status, random() r_people, random() r_lead
              from generate_series(0, ${int(size.bookings - 1)}) g(i)
              join bench_boats b on b.n = g.i % ${int(published)}
            ) s1
          ) s2
        ) s3
      ) s4`),
  );

  await step('occupancy of accepted and enjoyed bookings', () =>
    db.execute(sql`
      insert into boat_occupancy (boat_id, kind, during, reference_id, created_by, created_at)
      select boat_id, 'booking', during, id, client_id, decided_at
      from bookings where status in ('accepted', 'enjoyed')`),
  );

  // recent trips were already reminded to rate (as the valuations job would have done): its first
  // round during the load finds nothing due instead of mailing thousands
  await step('valuation reminders of recent trips', () =>
    db.execute(sql`
      insert into valuation_reminders (booking_id, user_id, kind, sent_at)
      select k.id, p.user_id, r.kind::valuation_reminder_kind, k.end_date + 1
      from bookings k join boats b on b.id = k.boat_id
      cross join lateral (values (k.client_id), (b.owner_id)) p(user_id)
      cross join (values ('first'), ('last')) r(kind)
      where k.status = 'enjoyed' and k.end_date >= current_date - ${int(VALUATION_WINDOW_DAYS + 2)}`),
  );

  const chats = Math.min(size.bookings, Math.ceil(size.messages / messagesPerChat));
  const each = Math.floor(size.messages / Math.max(1, chats));
  const extra = size.messages - each * chats;
  await step(`${chats} conversations, ${size.messages} messages`, async () => {
    await db.execute(sql`
      create temp table bench_chats as
      select *, ${int(each)} + (n < ${int(extra)})::int last_seq from (
      select (row_number() over () - 1)::int n, gen_random_uuid() id, k.id booking_id, k.boat_id,
        k.client_id, b.owner_id, k.created_at
      from (select * from bookings order by random() limit ${int(chats)}) k
      join boats b on b.id = k.boat_id) s`);
    await db.execute(sql`
      insert into conversations (id, kind, client_id, owner_id, boat_id, booking_id, last_seq,
        last_message_at, created_at)
      select id, 'booking', client_id, owner_id, boat_id, booking_id,
        last_seq, least(now(), created_at + last_seq * interval '37 minutes'),
        created_at
      from bench_chats`);
    await db.execute(sql`
      insert into messages (conversation_id, seq, sender_id, body, created_at)
      select c.id, s.seq, case when s.seq % 2 = 1 then c.client_id else c.owner_id end,
        (${sqlTextArray(lines)})[1 + (c.n * 3 + s.seq) % ${int(lines.length)}],
        least(now(), c.created_at + s.seq * interval '37 minutes')
      from bench_chats c
      cross join lateral generate_series(1, c.last_seq) s(seq)`);
    await db.execute(sql`
      update conversations c set last_message_id = m.id
      from messages m where m.conversation_id = c.id and m.seq = c.last_seq`);
    // everyone has read and been told of everything: the alert job finds nothing due
    await db.execute(sql`
      insert into conversation_participants (conversation_id, user_id, role, last_read_seq,
        alerted_seq, activity_at, alert_checked_at, joined_at)
      select c.id, p.user_id, p.role::participant_role, c.last_seq, c.last_seq,
        c.last_message_at, c.last_message_at, c.created_at
      from conversations c
      cross join lateral (values (c.client_id, 'client'), (c.owner_id, 'owner')) p(user_id, role)`);
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
