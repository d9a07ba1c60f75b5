import { z } from 'zod';
import { boatStatuses } from '../../services/boat-review/boat-summaries';

const ZLocalized = z.object({ es: z.string(), en: z.string() });
const ZRole = z.enum(['client', 'shipowner', 'admin', 'superAdmin']);
const ZSeasonPrice = z.object({ dayCents: z.number(), halfDayCents: z.number().nullable() });

/** A boat in the back-office lists; money in cents, dates ISO 8601. */
export const ZBoatSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(boatStatuses),
  coverPictureId: z.uuid().nullable(),
  type: z.object({ slug: z.string(), name: ZLocalized }),
  harbour: z.object({ slug: z.string(), name: z.string(), destination: z.string() }),
  fromPriceCents: z.number(),
  /** the admin's reason of the last rejection (kept when the boat is sent again) */
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: ZRole }),
});

/** What a reviewer looks at, on top of the summary. */
export const ZReviewBoat = ZBoatSummary.extend({
  pictureIds: z.array(z.uuid()),
  description: ZLocalized,
  facts: z.object({
    manufacturer: z.string(),
    model: z.string(),
    year: z.number(),
    lengthM: z.number(),
    numberOfPlaces: z.number(),
    cabins: z.number(),
    baths: z.number(),
    skipper: z.enum(['none', 'optional', 'mandatory']),
    skipperPriceCents: z.number(),
    depositCents: z.number().nullable(),
    fuelType: z.enum(['diesel', 'gasoline', 'electric', 'none']),
    enginePowerCv: z.number().nullable(),
    equipmentCount: z.number(),
  }),
  prices: z.object({
    high: ZSeasonPrice.nullable(),
    mid: ZSeasonPrice.nullable(),
    low: ZSeasonPrice.nullable(),
  }),
});

export const ZReviewedBoat = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: z.enum(['published', 'rejected']),
  reviewedAt: z.string(),
  /** the owner's role after the review: `shipowner` once a client's first boat is approved */
  ownerRole: ZRole,
});
