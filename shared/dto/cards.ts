/** What the public pages show of boats and places, already in the reader's language. */
export type TBoatCard = {
  id: string;
  slug: string;
  name: string;
  typeSlug: string;
  typeName: string;
  destinationSlug: string;
  destinationName: string;
  harbourName: string;
  numberOfPlaces: number;
  lengthM: number;
  cabins: number;
  skipper: 'none' | 'optional' | 'mandatory';
  /** lowest day price over the seasons, cents */
  fromPriceCents: number;
  pictureId: string | null;
  /** published valuations: average stars (null before any) and how many */
  ratingAverage: number | null;
  ratingCount: number;
};

export type TDestinationCard = {
  slug: string;
  name: string;
  tagline: string;
  regionName: string;
  boatCount: number;
  pictureId: string | null;
};

export type TCatalogOption = { slug: string; name: string };

export type THomePage = {
  heroPictureId: string;
  /** hours the owner has to answer a request (OWNER_RESPONSE_HOURS) */
  ownerResponseHours: number;
  plans: TCatalogOption[];
  destinations: TDestinationCard[];
  featuredBoats: TBoatCard[];
  boatCount: number;
  destinationCount: number;
};
