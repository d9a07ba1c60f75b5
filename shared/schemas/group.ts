import { z } from 'zod';
import { groupMaxPeople, groupMinPeople, groupStatuses } from '../groups';
import { parsePriceInput } from '../money';
import type { TValidationMessageKey } from '../validation-messages';
import { ZPriceInput } from './boat-form';
import { fromQueryDate } from '../dates';

/**
 * The boat-sharing API (PRODUCT.md §4 and §8, spec §3 `createGroupData` and §5 group creation,
 * docs/decisions/0028-groups.md). Places, plans and boat types travel as slugs; dates in bodies
 * as `YYYY-MM-DD`, in query strings as `DD-MM-YYYY`; money in answers as integer cents, in bodies
 * as `XXXX.YY` euros.
 */
const m = (key: TValidationMessageKey) => ({ message: key });
const ZSlugOf = (key: TValidationMessageKey) =>
  z
    .string(m(key))
    .trim()
    .min(1, m(key))
    .max(80, m(key))
    .regex(/^[a-z0-9-]+$/, m(key));
const ZOptionalSlug = z
  .union([
    z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9-]+$/),
    z.literal(''),
  ])
  .nullish()
  .transform((v) => v || null);
const ZOptionalPrice = z
  .union([ZPriceInput, z.literal('')])
  .nullish()
  .transform((v) => v || null);

/** A query-string date: `DD-MM-YYYY` (as `boatsFiltersData`) or `YYYY-MM-DD`, read as the latter. */
const ZQueryDate = z.string().transform((value, ctx) => {
  const iso = fromQueryDate(value);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: 'invalidDate' });
    return z.NEVER;
  }
  return iso;
});

export const ZGroupDate = z.iso.date(m('invalidDate')).describe('YYYY-MM-DD, the sail date');

export const ZPassenger = z.object({
  name: z.string(m('passengerNameRequired')).trim().min(1, m('passengerNameRequired')).max(80),
  email: z
    .string(m('invalidEmail'))
    .trim()
    .toLowerCase()
    .pipe(z.email(m('invalidEmail'))),
});
export type TPassenger = z.output<typeof ZPassenger>;

const ZPassengers = z
  .array(ZPassenger, m('passengersMin'))
  .min(1, m('passengersMin'))
  .max(groupMaxPeople, m('passengersOverGroup'));

/** Step 1: date, place and plan (the route). */
export const ZGroupPlaceStep = z.object({
  date: ZGroupDate,
  country: z
    .string(m('countryRequired'))
    .trim()
    .regex(/^[A-Z]{2}$/, m('countryRequired'))
    .describe('ISO 3166-1 alpha-2, ES'),
  region: ZOptionalSlug.describe('region (autonomous community) slug'),
  state_province: ZOptionalSlug.describe('province slug'),
  harbour: ZSlugOf('harbourRequired').describe('harbour slug'),
  plan: ZSlugOf('routeRequired').describe('plan (route) slug'),
});

/** Step 2: boat type, people, price range per person, boat kind, and the boat chosen. */
export const ZGroupBoatStep = z.object({
  boat_type: ZOptionalSlug.describe('boat type slug; any when left out'),
  number_of_people: z.coerce
    .number(m('groupPeopleRange'))
    .int(m('groupPeopleRange'))
    .min(groupMinPeople, m('groupPeopleRange'))
    .max(groupMaxPeople, m('groupPeopleRange'))
    .describe('the target size: the group is complete when its seats reach it'),
  min_price: ZOptionalPrice.describe('minimum price per person, XXXX.YY euros'),
  max_price: ZOptionalPrice.describe('maximum price per person, XXXX.YY euros'),
  boat_kind: z.enum(['sail', 'motor']).nullish(),
  boatId: z.uuid(m('boatRequired')),
});

/** Step 3: the creator's passengers (themselves included) and the card charged. */
export const ZGroupPassengersStep = z.object({
  passengers: ZPassengers,
  cardId: z.uuid(m('invalidUuid')).nullish().describe('the default card when left out'),
});

/** Step 4: name and description. */
export const ZGroupNameStep = z.object({
  group_name: z.string(m('groupNameRequired')).trim().min(3, m('groupNameRequired')).max(80),
  note: z.string(m('groupNoteRequired')).trim().min(10, m('groupNoteRequired')).max(2000),
});

type TPriceRange = { min_price?: string | null; max_price?: string | null };
type TPeople = { number_of_people: number; passengers: unknown[] };

/** min ≤ max (spec `XXXX.YY` prices). */
export function checkPriceRange(value: TPriceRange, ctx: z.RefinementCtx): void {
  const min = value.min_price ? parsePriceInput(value.min_price) : null;
  const max = value.max_price ? parsePriceInput(value.max_price) : null;
  if (min !== null && max !== null && max < min)
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'priceRangeOrder' });
}

/** The creator's passengers fit in the group (the boat's capacity is checked by the server). */
export function checkPassengersFit(value: TPeople, ctx: z.RefinementCtx): void {
  if (value.passengers.length > value.number_of_people)
    ctx.addIssue({ code: 'custom', path: ['passengers'], message: 'passengersOverGroup' });
}

/** `POST /group`: every field of `createGroupData` plus `boatId` (and optionally `cardId`). */
export const ZCreateGroupRequest = ZGroupPlaceStep.extend(ZGroupBoatStep.shape)
  .extend(ZGroupPassengersStep.shape)
  .extend(ZGroupNameStep.shape)
  .superRefine((value, ctx) => {
    checkPriceRange(value, ctx);
    checkPassengersFit(value, ctx);
  });
export type TCreateGroupRequest = z.output<typeof ZCreateGroupRequest>;
export type TCreateGroupInput = z.input<typeof ZCreateGroupRequest>;

/** `POST /group/{id}/join`: one seat per passenger (the member themselves included). */
export const ZJoinGroupRequest = z.object({
  passengers: ZPassengers,
  cardId: z.uuid(m('invalidUuid')).nullish(),
});
export type TJoinGroupRequest = z.output<typeof ZJoinGroupRequest>;

/** `POST /group/{id}/boat`: the creator picks one of the similar boats. */
export const ZChangeGroupBoatRequest = z.object({ boatId: z.uuid(m('boatRequired')) });

export const ZGroupParams = z.object({ id: z.uuid({ error: () => 'invalidUuid' }) });

/** `GET /group/boats`: the boats a group could take (the wizard's step 2). */
export const ZGroupBoatsQuery = z
  .object({
    date: ZQueryDate.describe('DD-MM-YYYY or YYYY-MM-DD'),
    harbour: ZSlugOf('harbourRequired'),
    plan: ZOptionalSlug,
    boat_type: ZOptionalSlug,
    boat_kind: z.enum(['sail', 'motor']).nullish(),
    number_of_people: z.coerce.number().int().min(groupMinPeople).max(groupMaxPeople),
    min_price: ZOptionalPrice,
    max_price: ZOptionalPrice,
  })
  .superRefine(checkPriceRange);
export type TGroupBoatsQuery = z.output<typeof ZGroupBoatsQuery>;

/** `GET /group`: open groups first by date; filters of the groups list. */
export const ZGroupListQuery = z.object({
  date: ZQueryDate.optional().describe('DD-MM-YYYY (or YYYY-MM-DD): groups sailing that day'),
  place: ZOptionalSlug.describe('a destination, harbour, province or region slug (GET /place)'),
  plan: ZOptionalSlug,
  max_price: ZOptionalPrice.describe('maximum price per person, XXXX.YY euros'),
  places: z.coerce.number().int().min(1).max(groupMaxPeople).optional().describe('places left ≥'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
});
export type TGroupListQuery = z.output<typeof ZGroupListQuery>;

const ZName = z.object({ es: z.string(), en: z.string() });

/** A boat a group can take, with its price per person for the group's size. */
export const ZGroupBoatOption = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  typeSlug: z.string(),
  typeName: ZName,
  kind: z.enum(['sail', 'motor']),
  harbourName: z.string(),
  destinationName: z.string(),
  numberOfPlaces: z.number().int().describe('capacity'),
  lengthM: z.number(),
  pictureId: z.uuid().nullable(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  dayPriceCents: z.number().int().describe('the day price of that date (its season)'),
  skipperPriceCents: z.number().int(),
  pricePerPersonCents: z.number().int(),
});
export type TGroupBoatOption = z.infer<typeof ZGroupBoatOption>;

/** A member as everyone sees them: first name and picture. */
const ZGroupMember = z.object({
  id: z.uuid(),
  firstName: z.string(),
  pictureId: z.uuid().nullable(),
  seats: z.number().int(),
  isCreator: z.boolean(),
});

/** A group in lists. */
export const ZGroupSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(groupStatuses),
  date: z.string().describe('YYYY-MM-DD'),
  departureTime: z.string().describe('10:00'),
  arrivalTime: z.string().describe('20:00'),
  harbour: z.object({ slug: z.string(), name: z.string(), destinationName: z.string() }),
  plan: z.object({ slug: z.string(), name: ZName }),
  boat: ZGroupBoatOption.omit({ dayPriceCents: true, skipperPriceCents: true }).omit({
    pricePerPersonCents: true,
  }),
  pricePerPersonCents: z.number().int(),
  numberOfPeople: z.number().int().describe('target size'),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  deadline: z.string().describe('ISO 8601: not complete and confirmed by then → canceled'),
  members: z.array(ZGroupMember).describe('up to 6, the creator first'),
  memberCount: z.number().int(),
});
export type TGroupSummary = z.infer<typeof ZGroupSummary>;

export const ZGroupList = z.object({
  items: z.array(ZGroupSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TGroupList = z.infer<typeof ZGroupList>;

/** One charge or refund of the viewer's membership. */
const ZGroupPayment = z.object({
  kind: z.enum(['first-payment', 'balance', 'refund']),
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: z.string(),
});

/** `GET /group/{id}`: the group page. `me` is null for visitors and non-members. */
export const ZGroup = ZGroupSummary.extend({
  note: z.string(),
  country: z.string(),
  region: z.object({ slug: z.string(), name: ZName }).nullable(),
  province: z.object({ slug: z.string(), name: ZName }).nullable(),
  members: z.array(ZGroupMember).describe('every active member, the creator first'),
  creatorId: z.uuid(),
  chatId: z.uuid().describe('the group conversation (GET /chat/{id}/public)'),
  firstPaymentPercent: z.number().int(),
  canceledReason: z.enum(['deadline', 'creator', 'owner', 'admin']).nullable(),
  booking: z
    .object({
      id: z.uuid(),
      status: z.enum(['pending', 'accepted', 'rejected', 'expired', 'canceled', 'enjoyed']),
      respondBy: z.string(),
    })
    .nullable()
    .describe('the current reservation request to the owner'),
  me: z
    .object({
      seats: z.number().int(),
      passengers: z.array(ZPassenger),
      isCreator: z.boolean(),
      firstPaymentCents: z.number().int().describe('charged on joining (card fee not included)'),
      balanceCents: z.number().int().describe('charged at check-in'),
      payments: z.array(ZGroupPayment),
    })
    .nullable(),
});
export type TGroup = z.infer<typeof ZGroup>;

/** `GET /group/options`: the wizard's catalogues (places as a tree, plans, boat types). */
export const ZGroupOptions = z.object({
  firstPaymentPercent: z.number().int().describe('FIRST_PAYMENT_SHARE: charged on joining'),
  countries: z.array(z.object({ code: z.string(), name: ZName })),
  regions: z.array(z.object({ slug: z.string(), name: ZName, country: z.string() })),
  provinces: z.array(z.object({ slug: z.string(), name: ZName, region: z.string() })),
  harbours: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      destinationName: z.string(),
      province: z.string(),
    }),
  ),
  plans: z.array(z.object({ slug: z.string(), name: ZName })),
  boatTypes: z.array(z.object({ slug: z.string(), name: ZName, kind: z.enum(['sail', 'motor']) })),
});
export type TGroupOptions = z.infer<typeof ZGroupOptions>;
