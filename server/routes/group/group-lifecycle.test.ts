import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groups, ledgerEntries, messages, conversations } from '../../../db/schema';
import { todayInMadrid } from '../../../shared/dates';
import { occupancyRange } from '../../../shared/occupancy';
import { percentOf } from '../../../shared/money';
import type { TGroup } from '../../../shared/schemas/group';
import { bookingLifecycleJob } from '../../jobs/booking-lifecycle';
import { createGroupDeadlineJob } from '../../jobs/group-deadline';
import { runJobOnce } from '../../jobs/scheduler';
import { createClient, createTestBoat } from '../../testing/booking';
import {
  createTestGroup,
  groupBody,
  groupDate,
  groupParties,
  passengers,
} from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/**
 * A group's life after it fills (PRODUCT.md §4, docs/decisions/0028-groups.md): the request to the
 * owner through the booking flow, the answer, similar boats, the check-in, the day, the deadline.
 */
describe('groups: request, answer, check-in, deadline', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A group of 3: the creator with 1 seat, then a member with 2 completes it. */
  async function completeGroup() {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: 3 }),
    );
    const member = await createClient(t.app);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/join`,
      headers: member.headers,
      payload: { passengers: passengers(2) },
    });
    expect(joined.statusCode).toBe(200);
    return { ...parties, member, group: joined.json<TGroup>() };
  }
  const groupCharges = async (groupId: string) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.groupId, groupId), eq(ledgerEntries.kind, 'charge')));

  it('the last seat sends one request to the owner; accepting charges nothing and confirms', async () => {
    const { group, ownerHeaders, creator } = await completeGroup();
    expect(group.status).toBe('requested');
    const bookingId = group.booking!.id;
    const owners = await t.app.inject({
      method: 'GET',
      url: '/api/booking?as=owner',
      headers: ownerHeaders,
    });
    expect(owners.json().items.map((b: { id: string }) => b.id)).toContain(bookingId);
    // the owner makes no offer to a group: members paid at its price
    const offer = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/offer`,
      headers: ownerHeaders,
      payload: { discount: 10 },
    });
    expect(offer.statusCode).toBe(409);
    // the creator cannot cancel the members' request
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/cancel`,
      headers: creator.headers,
    });
    expect(cancel.statusCode).toBe(409);

    const before = await groupCharges(group.id);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/accept`,
      headers: ownerHeaders,
    });
    expect(accept.statusCode).toBe(200);
    expect(await groupCharges(group.id)).toHaveLength(before.length);
    const after = await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(after.json()).toMatchObject({ status: 'confirmed', booking: { status: 'accepted' } });
    // the group chat told the members
    const [chat] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.groupId, group.id));
    const notices = await t.db
      .select({ notice: messages.notice })
      .from(messages)
      .where(eq(messages.conversationId, chat!.id));
    expect(notices.map((n) => n.notice)).toContain('boatConfirmed');
  });

  it("check-in charges each member's balance once; after the day the group has sailed", async () => {
    const { group, ownerHeaders, member } = await completeGroup();
    const bookingId = group.booking!.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/accept`,
      headers: ownerHeaders,
    });
    const today = todayInMadrid();
    await t.db
      .update(bookings)
      .set({ startDate: today, endDate: today, during: occupancyRange(today, today, 'day') })
      .where(eq(bookings.id, bookingId));
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/check-in`,
      headers: ownerHeaders,
    });
    expect(checkIn.statusCode).toBe(200);
    const ppp = group.pricePerPersonCents;
    const balances = (await groupCharges(group.id)).filter((c) =>
      c.idempotencyKey.includes(':balance'),
    );
    expect(balances.map((b) => b.amountCents).sort((a, b) => a - b)).toEqual(
      [ppp - percentOf(ppp, 30), 2 * ppp - percentOf(2 * ppp, 30)].sort((a, b) => a - b),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/check-in`,
      headers: ownerHeaders,
    });
    expect(again.statusCode).toBe(409);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/group/${group.id}`,
      headers: member.headers,
    });
    expect(mine.json().me.payments.map((p: { kind: string }) => p.kind)).toEqual([
      'first-payment',
      'balance',
    ]);
    // the owner is settled for the whole rental: 20 % commission
    const [commission] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, 'commission')));
    expect(commission!.amountCents).toBe(percentOf(3 * ppp, 20));

    await runJobOnce(t.db, bookingLifecycleJob, new Date(Date.now() + 2 * 86_400_000));
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.status).toBe('sailed');
  });

  it('a rejected request makes the group complete again; the creator picks a similar boat', async () => {
    const { group, ownerHeaders, creator, member, boat, owner } = await completeGroup();
    const { boat: similar } = await createTestBoat(t.db, {
      harbourId: boat.harbourId,
      boatTypeId: boat.boatTypeId,
      ownerId: owner.id,
      skipperPriceCents: 6_000,
    });
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${group.booking!.id}/reject`,
      headers: ownerHeaders,
    });
    expect(reject.statusCode).toBe(200);
    const complete = await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(complete.json()).toMatchObject({ status: 'complete', booking: { status: 'rejected' } });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/group/${group.id}/similar-boats`,
      headers: member.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((b: { id: string }) => b.id);
    expect(ids).toContain(similar.id);
    expect(ids).not.toContain(boat.id);
    const outsider = await createClient(t.app);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/group/${group.id}/similar-boats`,
      headers: outsider.headers,
    });
    expect(forbidden.statusCode).toBe(403);

    const byMember = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/boat`,
      headers: member.headers,
      payload: { boatId: similar.id },
    });
    expect(byMember.statusCode).toBe(403);
    const wrongBoat = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/boat`,
      headers: creator.headers,
      payload: { boatId: boat.id },
    });
    expect(wrongBoat.statusCode).toBe(422);
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/boat`,
      headers: creator.headers,
      payload: { boatId: similar.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: 'requested',
      boat: { id: similar.id },
      booking: { status: 'pending' },
      pricePerPersonCents: group.pricePerPersonCents,
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/boat`,
      headers: creator.headers,
      payload: { boatId: similar.id },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('AA00079');
    // the new owner's request can expire too: the group is complete again
    const [pending] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.groupId, group.id), eq(bookings.status, 'pending')));
    await runJobOnce(t.db, bookingLifecycleJob, new Date(pending!.respondBy.getTime() + 1));
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.status).toBe('complete');
  });

  it('at the deadline a group not confirmed is canceled and every member refunded in full, once', async () => {
    const parties = await groupParties(t.app);
    // a date of its own: the other tests' groups reach their deadlines later
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { date: groupDate(20) }),
    );
    const member = await createClient(t.app, '378282246310005');
    await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/join`,
      headers: member.headers,
      payload: { passengers: passengers(2) },
    });
    const job = createGroupDeadlineJob({ payments: t.app.payments });
    const deadline = new Date(group.deadline).getTime();
    expect(await runJobOnce(t.db, job, new Date(deadline - 60_000))).toBe(0);
    expect(await runJobOnce(t.db, job, new Date(deadline + 1))).toBe(1);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row).toMatchObject({ status: 'canceled', canceledReason: 'deadline' });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.groupId, group.id));
    const sum = (kind: string) =>
      entries
        .filter((e) => e.kind === kind && e.status === 'succeeded')
        .reduce((s, e) => s + e.amountCents, 0);
    expect(sum('refund')).toBe(sum('charge'));
    expect(sum('charge')).toBeGreaterThan(0);
    expect(await runJobOnce(t.db, job, new Date(deadline + 120_000))).toBe(0);
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/join`,
      headers: (await createClient(t.app)).headers,
      payload: { passengers: passengers(1) },
    });
    expect(join.json().message.en).toBe("Group isn't available!");
  });

  it('the owner cancels a confirmed group: canceled, everyone refunded, the day freed', async () => {
    const { group, ownerHeaders } = await completeGroup();
    const bookingId = group.booking!.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/accept`,
      headers: ownerHeaders,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${bookingId}/cancel`,
      headers: ownerHeaders,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'canceled', canceledBy: 'owner' });
    const after = await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(after.json()).toMatchObject({ status: 'canceled', canceledReason: 'owner' });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.groupId, group.id));
    const charged = entries
      .filter((e) => e.kind === 'charge')
      .reduce((s, e) => s + e.amountCents, 0);
    const refunded = entries
      .filter((e) => e.kind === 'refund')
      .reduce((s, e) => s + e.amountCents, 0);
    expect(refunded).toBe(charged);
  });
});

describe('the dev job runner (outside production only)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the group deadline at a given time, for one group or all; 400 for another job', async () => {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const other = await createTestGroup(t.app, parties.creator.headers, groupBody(parties));
    const at = new Date(new Date(group.deadline).getTime() + 1000).toISOString();
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/group-deadline',
      payload: { at, groupId: group.id },
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().count).toBe(1);
    const untouched = await t.app.inject({ method: 'GET', url: `/api/group/${other.id}` });
    expect(untouched.json().status).toBe('open');
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/group-deadline',
      payload: { at },
    });
    expect(all.json().count).toBe(1);
    const after = await t.app.inject({ method: 'GET', url: `/api/group/${group.id}` });
    expect(after.json()).toMatchObject({ status: 'canceled', canceledReason: 'deadline' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/dev/jobs/purge', payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
