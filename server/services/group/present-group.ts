import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  boats,
  destinations,
  groupMembers,
  groups,
  harbours,
  plans,
  users,
} from '../../../db/schema';
import { groupArrivalTime, groupDepartureTime } from '../../../shared/groups';
import type { TGroupSummary } from '../../../shared/schemas/group';
import { selectBoatOptions, toBoatOptionCard } from './group-boats';

export type TGroupRow = typeof groups.$inferSelect;

type TMember = TGroupSummary['members'][number];

/** The summaries of groups (list order kept), with up to `memberLimit` members each. */
export async function presentGroups(
  db: TDbOrTx,
  rows: TGroupRow[],
  memberLimit = 6,
): Promise<TGroupSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [places, boatRows, memberRows] = await Promise.all([
    db
      .select({
        id: groups.id,
        harbourSlug: harbours.slug,
        harbourName: harbours.name,
        destinationName: destinations.name,
        planSlug: plans.slug,
        planEs: plans.nameEs,
        planEn: plans.nameEn,
      })
      .from(groups)
      .innerJoin(harbours, eq(harbours.id, groups.harbourId))
      .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
      .innerJoin(plans, eq(plans.id, groups.planId))
      .where(inArray(groups.id, ids)),
    selectBoatOptions(db).where(
      inArray(
        boats.id,
        rows.map((r) => r.boatId),
      ),
    ),
    activeMembers(db, ids),
  ]);
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const boatOf = new Map(boatRows.map((b) => [b.boat.id, b]));
  return rows.map((row) => {
    const place = placeOf.get(row.id)!;
    const members = memberRows.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      date: row.sailDate,
      departureTime: groupDepartureTime,
      arrivalTime: groupArrivalTime,
      harbour: {
        slug: place.harbourSlug,
        name: place.harbourName,
        destinationName: place.destinationName,
      },
      plan: { slug: place.planSlug, name: { es: place.planEs, en: place.planEn } },
      boat: toBoatOptionCard(boatOf.get(row.boatId)!),
      pricePerPersonCents: row.pricePerPersonCents,
      numberOfPeople: row.numberOfPeople,
      seatsTaken: row.seatsTaken,
      seatsLeft: row.numberOfPeople - row.seatsTaken,
      deadline: row.deadlineAt.toISOString(),
      members: members.slice(0, memberLimit),
      memberCount: members.length,
    };
  });
}

/** Active members of groups, the creator first then by joining time. */
async function activeMembers(db: TDbOrTx, groupIds: string[]): Promise<Map<string, TMember[]>> {
  const rows = await db
    .select({
      groupId: groupMembers.groupId,
      id: users.id,
      firstName: users.name,
      pictureId: users.avatarAssetId,
      deletedAt: users.deletedAt,
      seats: groupMembers.seats,
      creatorId: groups.creatorId,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.groupId, groupIds), isNull(groupMembers.leftAt)))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id));
  const byGroup = new Map<string, TMember[]>();
  for (const r of rows) {
    const list = byGroup.get(r.groupId) ?? [];
    const member: TMember = {
      id: r.id,
      firstName: r.deletedAt ? '' : r.firstName,
      pictureId: r.deletedAt ? null : r.pictureId,
      seats: r.seats,
      isCreator: r.id === r.creatorId,
    };
    if (member.isCreator) list.unshift(member);
    else list.push(member);
    byGroup.set(r.groupId, list);
  }
  return byGroup;
}
