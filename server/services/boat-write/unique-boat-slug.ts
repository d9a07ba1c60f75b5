import { eq, like, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { slugify } from '../../../db/ids';
import { boats, destinations, harbours } from '../../../db/schema';

/**
 * A free slug for a new boat: the name and its destination (`brisa-barcelona`, as the demo boats
 * have), then `-2`, `-3`… A race between two submissions of the same name ends in the unique
 * index (409, try again), never in two boats sharing a URL.
 */
export async function uniqueBoatSlug(
  tx: TDbOrTx,
  name: string,
  harbourId: number,
): Promise<string> {
  const [place] = await tx
    .select({ destination: destinations.slug })
    .from(harbours)
    .innerJoin(destinations, eq(destinations.id, harbours.destinationId))
    .where(eq(harbours.id, harbourId));
  const base = slugify(`${name} ${place?.destination ?? ''}`).slice(0, 90) || 'boat';
  const taken = await tx
    .select({ slug: boats.slug })
    .from(boats)
    .where(or(eq(boats.slug, base), like(boats.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
