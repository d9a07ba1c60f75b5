import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TDatabase } from '../../db/client';
import { rentalPayments } from '../../shared/billing';
import type { TJournal, TLoadWorld, TOutcome } from './mixed-load';

/**
 * What must hold in the database after the crash test's traffic, whatever node died when: every
 * acknowledged operation is there once, a refused one is absent, one whose answer was lost is
 * entirely there or entirely absent, and money, seats, message numbers and mails add up. Answers
 * every problem found (an empty list when all holds), so a failure names all of them at once.
 */
export async function findProblems(
  db: TDatabase,
  world: TLoadWorld,
  journal: TJournal,
): Promise<string[]> {
  return [
    ...journal.failures.map((failure) => `the app failed: ${failure}`),
    ...(await checkBookings(db, world, journal)),
    ...(await checkMoney(db)),
    ...(await checkGroups(db, world, journal)),
    ...(await checkMessages(db, journal)),
    ...(await checkMails(db, world)),
  ];
}

const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

async function checkBookings(db: TDatabase, world: TLoadWorld, journal: TJournal) {
  const problems: string[] = [];
  const rows = await queryRows<{
    id: string;
    client_id: string;
    status: string;
    total_cents: number;
    first_payment_percent: number;
    card_fee_percent: string;
    first_charge_entry_id: string | null;
    held: number;
    charges: number;
    charged: number;
    entry_id: string | null;
  }>(
    db,
    sql`select b.id, b.client_id, b.status, b.total_cents, b.first_payment_percent,
          b.card_fee_percent, b.first_charge_entry_id,
          (select count(*)::int from boat_occupancy o where o.reference_id = b.id) as held,
          (select count(*)::int from ledger_entries l
            where l.booking_id = b.id and l.status = 'succeeded') as charges,
          (select coalesce(sum(amount_cents), 0)::int from ledger_entries l
            where l.booking_id = b.id and l.status = 'succeeded' and l.kind = 'charge') as charged,
          (select min(l.id::text) from ledger_entries l
            where l.booking_id = b.id and l.status = 'succeeded') as entry_id
        from bookings b where b.boat_id in (${uuidList(world.boats.map((b) => b.boatId))})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const request of journal.requests)
    if (request.id && !byId.has(request.id))
      problems.push(`acknowledged request ${request.id} lost`);
  // a lost answer may have made a booking, a refused or unanswered one nothing more
  for (const client of world.clients) {
    const mine = journal.requests.filter((r) => r.clientId === client.id);
    const ok = count(mine, (r) => r.outcome === 'ok');
    const unknown = count(mine, (r) => r.outcome === 'unknown');
    const stored = count(rows, (row) => row.client_id === client.id);
    if (stored < ok || stored > ok + unknown)
      problems.push(`client ${client.id}: ${stored} bookings for ${ok} made, ${unknown} unknown`);
  }
  for (const accept of journal.accepts) {
    if (accept.outcome === 'ok' && byId.get(accept.bookingId)?.status !== 'accepted')
      problems.push(`acknowledged accept of ${accept.bookingId} lost`);
  }
  // all or nothing: an accepted booking holds its days and paid its first payment, once
  for (const row of rows) {
    const accepted = row.status === 'accepted';
    const first = rentalPayments(
      row.total_cents,
      row.first_payment_percent,
      Number(row.card_fee_percent) > 0,
    ).first.amountCents;
    const expected = accepted
      ? { held: 1, charges: 1, charged: first }
      : { held: 0, charges: 0, charged: 0 };
    const found = { held: row.held, charges: row.charges, charged: row.charged };
    if (JSON.stringify(found) !== JSON.stringify(expected))
      problems.push(`booking ${row.id} (${row.status}): ${JSON.stringify(found)}`);
    if (accepted && row.first_charge_entry_id !== row.entry_id)
      problems.push(`booking ${row.id}: its first charge is not its ledger entry`);
  }
  return problems;
}

/** The ledger and the card processor agree charge by charge: nothing charged without a row. */
async function checkMoney(db: TDatabase) {
  const unmatched = await queryRows<{ what: string; id: string }>(
    db,
    sql`select 'ledger entry without its charge' as what, l.id::text as id
          from ledger_entries l
          left join sandbox_charges s on s.id = l.provider_reference
          where l.kind = 'charge' and l.status = 'succeeded'
            and (s.id is null or s.amount_cents <> l.amount_cents or s.status <> 'succeeded')
        union all
        select 'charge without its ledger entry', s.id
          from sandbox_charges s
          where s.status = 'succeeded'
            and (select count(*) from ledger_entries l
                  where l.provider_reference = s.id and l.kind = 'charge') <> 1`,
  );
  return unmatched.map((row) => `${row.what}: ${row.id}`);
}

async function checkGroups(db: TDatabase, world: TLoadWorld, journal: TJournal) {
  const problems: string[] = [];
  for (const group of world.groups) {
    const [row] = await queryRows<{ seats_taken: number; seats: number; creator_id: string }>(
      db,
      sql`select g.seats_taken, g.creator_id,
            (select coalesce(sum(m.seats), 0)::int from group_members m
              where m.group_id = g.id and m.left_at is null) as seats
          from groups g where g.id = ${group.id}`,
    );
    if (row!.seats_taken !== row!.seats)
      problems.push(
        `group ${group.id}: ${row!.seats_taken} seats taken, members hold ${row!.seats}`,
      );
    const members = await queryRows<{ user_id: string; charges: number }>(
      db,
      sql`select m.user_id,
            (select count(*)::int from ledger_entries l where l.group_id = m.group_id
              and l.user_id = m.user_id and l.kind = 'charge' and l.status = 'succeeded') as charges
          from group_members m where m.group_id = ${group.id} and m.left_at is null`,
    );
    const memberIds = new Set(members.map((m) => m.user_id));
    for (const member of members.filter((m) => m.charges !== 1))
      problems.push(`group ${group.id}: member ${member.user_id} paid ${member.charges} times`);
    const outcomes = new Map<string, TOutcome>(
      journal.joins.filter((j) => j.groupId === group.id).map((j) => [j.userId, j.outcome]),
    );
    for (const [userId, outcome] of outcomes) {
      if (outcome === 'ok' && !memberIds.has(userId))
        problems.push(`group ${group.id}: acknowledged join of ${userId} lost`);
      if (outcome === 'refused' && memberIds.has(userId))
        problems.push(`group ${group.id}: refused ${userId} is a member`);
    }
    for (const id of memberIds)
      if (id !== row!.creator_id && !outcomes.has(id))
        problems.push(`group ${group.id}: ${id} is a member without joining`);
    const [stray] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_entries l where l.group_id = ${group.id}
            and l.kind = 'charge' and l.status = 'succeeded' and not exists (
              select 1 from group_members m where m.group_id = l.group_id
                and m.user_id = l.user_id and m.left_at is null)`,
    );
    if (stray!.n > 0) problems.push(`group ${group.id}: ${stray!.n} charges without a seat`);
  }
  return problems;
}

async function checkMessages(db: TDatabase, journal: TJournal) {
  const problems: string[] = [];
  const stored = await queryRows<{ client_message_id: string; n: number }>(
    db,
    sql`select client_message_id, count(*)::int as n from messages
          where client_message_id like 'crash-%' group by client_message_id`,
  );
  const copies = new Map(stored.map((row) => [row.client_message_id, row.n]));
  for (const message of journal.messages) {
    const n = copies.get(message.clientId) ?? 0;
    const allowed = { ok: [1], refused: [0], unknown: [0, 1] }[message.outcome];
    if (!allowed.includes(n))
      problems.push(`message ${message.clientId} (${message.outcome}) stored ${n} times`);
  }
  // numbered 1…n without a gap, and the conversation's counter (unread counts) says n
  const numbering = await queryRows<{ id: string; last_seq: number; n: number; top: number }>(
    db,
    sql`select c.id, c.last_seq, count(m.id)::int as n, coalesce(max(m.seq), 0)::int as top
          from conversations c left join messages m on m.conversation_id = c.id
          group by c.id, c.last_seq
          having c.last_seq <> count(m.id) or c.last_seq <> coalesce(max(m.seq), 0)`,
  );
  for (const row of numbering)
    problems.push(
      `conversation ${row.id}: last_seq ${row.last_seq}, ${row.n} messages, top ${row.top}`,
    );
  return problems;
}

/**
 * Each change's mail stored once, whatever node died when (they are written in its transaction):
 * the owner's for every request, the client's for every accepted one, a member's for their join.
 * A mail names its booking or group in its link.
 */
async function checkMails(db: TDatabase, world: TLoadWorld) {
  const mailsOf = (template: string, id: SQL) =>
    sql`(select count(*)::int from mails m
          where m.template = ${template} and m.text like '%' || ${id}::text || '%')`;
  const bookingMails = await queryRows<{
    id: string;
    status: string;
    requested: number;
    accepted: number;
  }>(
    db,
    sql`select b.id, b.status, ${mailsOf('booking-requested', sql`b.id`)} as requested,
          ${mailsOf('booking-accepted', sql`b.id`)} as accepted
        from bookings b
        where b.group_id is null and b.boat_id in (${uuidList(world.boats.map((b) => b.boatId))})`,
  );
  const problems: string[] = [];
  for (const row of bookingMails) {
    const accepted = row.status === 'accepted' ? 1 : 0;
    if (row.requested !== 1 || row.accepted !== accepted)
      problems.push(
        `booking ${row.id} (${row.status}): ${row.requested} request mails, ${row.accepted} acceptance mails`,
      );
  }
  if (world.groups.length === 0) return problems;
  const joinMails = await queryRows<{ group_id: string; user_id: string; joined: number }>(
    db,
    sql`select gm.group_id, gm.user_id,
          (select count(*)::int from mails m join users u on u.email = m.to
            where u.id = gm.user_id and m.template = 'group-joined'
              and m.text like '%' || gm.group_id::text || '%') as joined
        from group_members gm join groups g on g.id = gm.group_id
        where gm.user_id <> g.creator_id
          and gm.group_id in (${uuidList(world.groups.map((g) => g.id))})`,
  );
  for (const row of joinMails.filter((m) => m.joined !== 1))
    problems.push(`group ${row.group_id}: member ${row.user_id} got ${row.joined} join mails`);
  return problems;
}
