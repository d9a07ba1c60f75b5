import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, ledgerEntries } from '../../../db/schema';
import { addDays, todayInMadrid } from '../../../shared/dates';
import { percentOf } from '../../../shared/money';
import type { TGroup } from '../../../shared/schemas/group';
import { createClient } from '../../testing/booking';
import { createTestGroup, groupBody, groupParties, passengers } from '../../testing/group';
import { createTestApp, type TTestApp } from '../../testing/test-app';

/** Joining and leaving a group: each message of the spec (§8) and the money of each. */
describe('groups: join and leave', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function openGroup(people = 6) {
    const parties = await groupParties(t.app);
    const group = await createTestGroup(
      t.app,
      parties.creator.headers,
      groupBody(parties, { number_of_people: people }),
    );
    return { ...parties, group };
  }
  const join = (id: string, headers: Record<string, string> | undefined, n = 1, tag = 'j') =>
    t.app.inject({
      method: 'POST',
      url: `/api/group/${id}/join`,
      ...(headers ? { headers } : {}),
      payload: { passengers: passengers(n, tag) },
    });

  it("'You should log in first' without a session", async () => {
    const { group } = await openGroup();
    const response = await join(group.id, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual({
      es: 'Primero debes iniciar sesión.',
      en: 'You should log in first.',
    });
  });

  it("'You don't have any cards. Add one on profile page.' without a card", async () => {
    const { group } = await openGroup();
    const cardless = await createClient(t.app, null);
    const response = await join(group.id, cardless.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().message.en).toBe("You don't have any cards. Add one on profile page.");
  });

  it("'Group sail date has passed' once the day is gone", async () => {
    const { group } = await openGroup();
    await t.db
      .update(groups)
      .set({ sailDate: addDays(todayInMadrid(), -1) })
      .where(eq(groups.id, group.id));
    const response = await join(group.id, (await createClient(t.app)).headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().message.en).toBe('Group sail date has passed.');
  });

  it("'There are no places available' when the passengers do not fit", async () => {
    const { group } = await openGroup(4);
    const response = await join(group.id, (await createClient(t.app)).headers, 4);
    expect(response.statusCode).toBe(409);
    expect(response.json().message.en).toBe('There are no places available.');
  });

  it("'Group isn't available!' when the group is no longer open; 404 for none", async () => {
    const { group } = await openGroup(2);
    await join(group.id, (await createClient(t.app)).headers);
    const late = await join(group.id, (await createClient(t.app)).headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message.en).toBe("Group isn't available!");
    const none = await join(
      '00000000-0000-4000-8000-000000000000',
      (await createClient(t.app)).headers,
    );
    expect(none.statusCode).toBe(404);
  });

  it('the owner of the boat cannot join its group (422 AA00053, as when creating one)', async () => {
    const { group, ownerHeaders } = await openGroup();
    const response = await join(group.id, ownerHeaders);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('AA00053');
  });

  it('400 names a bad passenger; a member cannot join twice', async () => {
    const { group, creator } = await openGroup();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/join`,
      headers: (await createClient(t.app)).headers,
      payload: { passengers: [{ name: '', email: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'passengers.0.name',
      'passengers.0.email',
    ]);
    const twice = await join(group.id, creator.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('AA00075');
  });

  it('joining charges the first share of the seats (card fee on Amex) and shows the member', async () => {
    const { group } = await openGroup();
    const amex = await createClient(t.app, '378282246310005');
    const response = await join(group.id, amex.headers, 2);
    expect(response.statusCode).toBe(200);
    const joined = response.json<TGroup>();
    expect(joined).toMatchObject({ seatsTaken: 3, seatsLeft: 3, memberCount: 2 });
    const first = percentOf(2 * group.pricePerPersonCents, 30);
    expect(joined.me).toMatchObject({ seats: 2, firstPaymentCents: first, isCreator: false });
    expect(joined.me!.payments[0]).toMatchObject({
      kind: 'first-payment',
      amountCents: first + percentOf(first, 1.5),
      feeCents: percentOf(first, 1.5),
    });
  });

  it('a declined card takes no seat and keeps only the failed ledger row', async () => {
    const { group } = await openGroup();
    const decliner = await createClient(t.app, '4000000000000002');
    const response = await join(group.id, decliner.headers);
    expect(response.statusCode).toBe(402);
    const [row] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(row!.seatsTaken).toBe(1);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, decliner.user.id));
    expect(entries.map((e) => e.status)).toEqual(['failed']);
  });

  it('leaving an open group refunds the leaver in full and frees the seats', async () => {
    const { group } = await openGroup();
    const member = await createClient(t.app);
    await join(group.id, member.headers, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ seatsTaken: 1, me: null, memberCount: 1 });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.groupId, group.id), eq(ledgerEntries.userId, member.user.id)));
    const charged = entries
      .filter((e) => e.kind === 'charge')
      .reduce((s, e) => s + e.amountCents, 0);
    const refunded = entries
      .filter((e) => e.kind === 'refund')
      .reduce((s, e) => s + e.amountCents, 0);
    expect(refunded).toBe(charged);
    // once out, leaving again says so; they may join again
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: member.headers,
    });
    expect(again.json().code).toBe('AA00076');
    expect((await join(group.id, member.headers)).statusCode).toBe(200);
  });

  it('the creator leaves only when alone, which cancels the group with a refund', async () => {
    const { group, creator } = await openGroup();
    const member = await createClient(t.app);
    await join(group.id, member.headers);
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: creator.headers,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('AA00077');
    await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: member.headers,
    });
    const alone = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: creator.headers,
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'canceled', canceledReason: 'creator' });
  });

  it('nobody leaves a complete group (409), and 401 without a session', async () => {
    const { group } = await openGroup(2);
    const member = await createClient(t.app);
    await join(group.id, member.headers);
    const leave = await t.app.inject({
      method: 'POST',
      url: `/api/group/${group.id}/leave`,
      headers: member.headers,
    });
    expect(leave.statusCode).toBe(409);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/group/${group.id}/leave` });
    expect(anonymous.statusCode).toBe(401);
  });
});
