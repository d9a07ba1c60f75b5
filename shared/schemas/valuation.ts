import { z } from 'zod';
import {
  VALUATION_COMMENT_MAX,
  VALUATION_COMMENT_MIN,
  VALUATION_REPLY_MAX,
  VALUATIONS_PAGE_SIZE,
} from '../valuation';
import { ZReason } from './admin';

/** The valuations API's bodies and answers (issue 9, docs/decisions/0035-valuations.md). */

const ZStars = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'stars') })
  .int({ error: 'stars' })
  .min(1, { error: 'stars' })
  .max(5, { error: 'stars' });

export const ZValuationCategories = z.object({
  boatCondition: ZStars,
  cleanliness: ZStars,
  communication: ZStars,
  value: ZStars,
});
export type TValuationCategories = z.infer<typeof ZValuationCategories>;

/**
 * `POST /booking/{id}/valuation`: the overall stars and a comment; a client also rates the four
 * categories (400 on `categories` without them). The owner of a group trip names the member they
 * rate (`clientId`); of a private rental it is the booking's client.
 */
export const ZCreateValuationRequest = z.object({
  rating: ZStars,
  categories: ZValuationCategories.optional().describe(
    'required from a client, never from the owner',
  ),
  comment: z.string().trim().min(VALUATION_COMMENT_MIN).max(VALUATION_COMMENT_MAX),
  clientId: z
    .uuid({ error: 'invalidUuid' })
    .optional()
    .describe("the owner's valuation of one member of a group trip"),
});
export type TCreateValuationRequest = z.output<typeof ZCreateValuationRequest>;

/** `POST /valuation/{id}/reply`: the owner's one public answer. */
export const ZValuationReplyRequest = z.object({
  reply: z.string().trim().min(2).max(VALUATION_REPLY_MAX),
});
export type TValuationReplyRequest = z.output<typeof ZValuationReplyRequest>;

/**
 * `POST /backoffice/admin/valuation/{id}/hide` and `/show`: why (kept in the audit log), with the
 * bounds of every other admin reason.
 */
export const ZValuationModerationRequest = ZReason;
export type TValuationModerationRequest = z.output<typeof ZValuationModerationRequest>;

const ZPerson = z.object({
  id: z.uuid(),
  /** first name only: the public never sees surnames */
  firstName: z.string(),
  pictureId: z.uuid().nullable(),
});

const ZBoatRef = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  pictureId: z.uuid().nullable(),
});

/** A published client valuation as the boat page shows it. */
export const ZPublicValuation = z.object({
  id: z.uuid(),
  author: ZPerson,
  rating: z.int(),
  categories: ZValuationCategories,
  comment: z.string(),
  lang: z.enum(['es', 'en']),
  /** when it was published */
  publishedAt: z.iso.datetime(),
  /** the first day of the trip, `YYYY-MM-DD` */
  tripDate: z.iso.date(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
});
export type TPublicValuation = z.infer<typeof ZPublicValuation>;

/** Averages of the published client valuations: overall and each category (null before any). */
export const ZRatingSummary = z.object({
  average: z.number().nullable(),
  count: z.int(),
  categories: z.object({
    boatCondition: z.number().nullable(),
    cleanliness: z.number().nullable(),
    communication: z.number().nullable(),
    value: z.number().nullable(),
  }),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** `GET /boat/{id}/valuation`: one page, newest first, with the boat's figures. */
export const ZBoatValuations = z.object({
  items: z.array(ZPublicValuation),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  summary: ZRatingSummary,
});
export type TBoatValuations = z.infer<typeof ZBoatValuations>;

export const ZBoatValuationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(VALUATIONS_PAGE_SIZE),
});

/** A valuation as one of its two sides sees it in `/settings/valuations`. */
export const ZMyValuation = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  boat: ZBoatRef,
  author: z.enum(['client', 'owner']),
  /** who wrote it and who it is about */
  from: ZPerson,
  about: ZPerson,
  rating: z.int(),
  categories: ZValuationCategories.nullable(),
  comment: z.string(),
  lang: z.enum(['es', 'en']),
  createdAt: z.iso.datetime(),
  /** null while waiting for the other side or the end of the window */
  publishedAt: z.iso.datetime().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.iso.datetime().nullable(),
  /** hidden by an admin for breaking the rules; the reason is shown to its two sides */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** the owner may still answer it (published, not hidden, no reply yet) */
  canReply: z.boolean(),
});
export type TMyValuation = z.infer<typeof ZMyValuation>;

/** A trip waiting for the user's valuation. */
export const ZValuationToWrite = z.object({
  bookingId: z.uuid(),
  boat: ZBoatRef,
  /** as the client (rates boat and owner) or as the owner (rates the client) */
  as: z.enum(['client', 'owner']),
  /** who is rated: the owner, or the client (one member of a group trip) */
  about: ZPerson,
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  groupId: z.uuid().nullable(),
  closesAt: z.iso.datetime(),
  /** the other side has already written theirs (it is published with the user's) */
  otherSideWrote: z.boolean(),
});
export type TValuationToWrite = z.infer<typeof ZValuationToWrite>;

/** `GET /valuation`: the user's trips to rate, valuations written, and valuations received. */
export const ZMyValuations = z.object({
  toWrite: z.array(ZValuationToWrite),
  written: z.array(ZMyValuation),
  received: z.array(ZMyValuation),
});
export type TMyValuations = z.infer<typeof ZMyValuations>;

/** A valuation in the admins' moderation list. */
export const ZAdminValuation = ZMyValuation.omit({ canReply: true }).extend({
  hiddenAt: z.iso.datetime().nullable(),
});
export type TAdminValuation = z.infer<typeof ZAdminValuation>;

export const ZAdminValuationsQuery = z.object({
  status: z.enum(['all', 'published', 'pending', 'hidden']).default('all'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAdminValuations = z.object({
  items: z.array(ZAdminValuation),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TAdminValuations = z.infer<typeof ZAdminValuations>;
