import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import {
  boats,
  countries,
  destinations,
  groups,
  harbours,
  provinces,
  regions,
} from '../../../db/schema';
import { canCreateGroupOn, groupDeadline } from '../../../shared/groups';
import { parsePriceInput } from '../../../shared/money';
import { validationMessages } from '../../../shared/validation-messages';
import type { TCreateGroupRequest, TGroup } from '../../../shared/schemas/group';
import { appError } from '../../errors';
import { createGroupConversation } from '../chat/group-chat';
import { AfterCommit } from './after-commit';
import type { TActor, TGroupDeps } from './deps';
import { fieldError, unknownOption } from '../boat-write/field-errors';
import { boatTypeIdOf, planIdOf } from './catalog-ids';
import { findGroupBoats } from './group-boats';
import { describeGroup } from './get-group';
import { noticeGroup } from './group-notices';
import { requestGroupBoat } from './request-boat';
import { takeSeats } from './take-seats';

/**
 * `POST /group` (PRODUCT.md §4, spec §5 group creation): the creator opens a group on a boat that
 * matches it and is free that day, and joins it with their passengers, paying their first share.
 * One transaction: a declined card creates nothing (402 AA00045). A creator who fills every seat
 * completes the group at once, and the request goes to the owner.
 */
export async function createGroup(
  deps: TGroupDeps,
  actor: TActor,
  body: TCreateGroupRequest,
): Promise<TGroup> {
  const now = deps.now?.() ?? new Date();
  if (!canCreateGroupOn(body.date, now))
    throw fieldError('date', validationMessages.groupDateTooSoon);
  const place = await resolvePlace(deps.db, body);
  const planId = await planIdOf(deps.db, body.plan);
  if (!planId) throw fieldError('plan', validationMessages.routeRequired);
  const boatTypeId = await boatTypeIdOf(deps.db, body.boat_type);
  if (body.boat_type && !boatTypeId) throw fieldError('boat_type', unknownOption);

  const [boat] = await deps.db.select().from(boats).where(eq(boats.id, body.boatId));
  if (!boat || boat.status !== 'published') throw appError('AA00078');
  if (boat.ownerId === actor.id) throw appError('AA00053');
  if (body.passengers.length > boat.numberOfPlaces)
    throw fieldError('passengers', validationMessages.passengersOverCapacity);
  if (body.number_of_people > boat.numberOfPlaces)
    throw fieldError('number_of_people', validationMessages.overCapacity);
  const minPriceCents = body.min_price ? parsePriceInput(body.min_price) : null;
  const maxPriceCents = body.max_price ? parsePriceInput(body.max_price) : null;
  const [option] = await findGroupBoats(deps.db, {
    date: body.date,
    harbourId: place.harbourId,
    planId,
    boatTypeId,
    boatKind: body.boat_kind ?? null,
    people: body.number_of_people,
    minPriceCents,
    maxPriceCents,
    boatId: boat.id,
  });
  if (!option) throw appError('AA00078');

  const later = new AfterCommit();
  const id = await later.transaction(deps.db, async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({
        creatorId: actor.id,
        boatId: boat.id,
        sailDate: body.date,
        country: body.country,
        regionId: place.regionId,
        provinceId: place.provinceId,
        harbourId: place.harbourId,
        planId,
        boatTypeId,
        boatKind: body.boat_kind ?? null,
        numberOfPeople: body.number_of_people,
        minPriceCents,
        maxPriceCents,
        pricePerPersonCents: option.pricePerPersonCents,
        firstPaymentPercent: deps.firstPaymentShare,
        name: body.group_name,
        note: body.note,
        deadlineAt: groupDeadline(body.date),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await createGroupConversation(tx, { groupId: group!.id, creatorId: actor.id });
    const seats = await takeSeats(deps, tx, group!, actor.id, body.passengers, body.cardId);
    // nothing of a group whose creator could not pay is kept
    if ('declined' in seats) throw seats.declined;
    if (seats.taken.group.status === 'complete') {
      const bookingId = await requestGroupBoat(deps, tx, seats.taken.group);
      await noticeGroup(deps, tx, later, group!.id, 'groupComplete', {});
      if (bookingId) {
        later.mail(deps, 'complete', group!.id);
        later.bookingMail(deps.mail, 'requested', bookingId);
      }
    }
    // the creator's own mail comes last, after the group's and the owner's
    later.mail(deps, 'created', group!.id);
    return group!.id;
  });
  await later.run();
  const [row] = await deps.db.select().from(groups).where(eq(groups.id, id));
  return describeGroup(deps.db, row!, actor.id);
}

type TPlace = { harbourId: number; regionId: number | null; provinceId: number | null };

/** The harbour, and the region and province when given, all of the country: 400 naming the field. */
async function resolvePlace(db: TDbOrTx, body: TCreateGroupRequest): Promise<TPlace> {
  const [harbour] = await db
    .select({
      id: harbours.id,
      provinceId: provinces.id,
      provinceSlug: provinces.slug,
      regionId: regions.id,
      regionSlug: regions.slug,
      country: countries.code,
    })
    .from(harbours)
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .innerJoin(provinces, eq(provinces.id, destinations.provinceId))
    .innerJoin(regions, eq(regions.id, provinces.regionId))
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(eq(harbours.slug, body.harbour));
  if (!harbour) throw fieldError('harbour', validationMessages.harbourRequired);
  if (harbour.country !== body.country)
    throw fieldError('country', validationMessages.countryRequired);
  if (body.region && body.region !== harbour.regionSlug)
    throw fieldError('harbour', validationMessages.harbourRequired);
  if (body.state_province && body.state_province !== harbour.provinceSlug)
    throw fieldError('harbour', validationMessages.harbourRequired);
  return { harbourId: harbour.id, regionId: harbour.regionId, provinceId: harbour.provinceId };
}
