import { z } from 'zod';
import type { TBoatCard } from '../dto/cards';

/** A boat card in API responses (favourites, search results extend it). */
export const ZBoatCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  typeSlug: z.string(),
  typeName: z.string(),
  destinationSlug: z.string(),
  destinationName: z.string(),
  harbourName: z.string(),
  numberOfPlaces: z.number().int(),
  lengthM: z.number(),
  cabins: z.number().int(),
  skipper: z.enum(['none', 'optional', 'mandatory']),
  fromPriceCents: z.number().int(),
  pictureId: z.uuid().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
}) satisfies z.ZodType<TBoatCard>;
