import { parsePriceInput } from '../../../shared/money';
import type { TGroupBoatOption, TGroupBoatsQuery } from '../../../shared/schemas/group';
import type { TDbOrTx } from '../../../db/client';
import { boatTypeIdOf, harbourIdOf, planIdOf } from './catalog-ids';
import { findGroupBoats } from './group-boats';

/** `GET /group/boats`: the create-group wizard's boats for the slugs and prices it typed. */
export async function listWizardBoats(
  db: TDbOrTx,
  q: TGroupBoatsQuery,
): Promise<{ items: TGroupBoatOption[] }> {
  const harbourId = await harbourIdOf(db, q.harbour);
  if (harbourId === null) return { items: [] };
  const [planId, boatTypeId] = await Promise.all([
    planIdOf(db, q.plan),
    boatTypeIdOf(db, q.boat_type),
  ]);
  const items = await findGroupBoats(db, {
    date: q.date,
    harbourId,
    planId,
    boatTypeId,
    boatKind: q.boat_kind ?? null,
    people: q.number_of_people,
    minPriceCents: q.min_price ? parsePriceInput(q.min_price) : null,
    maxPriceCents: q.max_price ? parsePriceInput(q.max_price) : null,
  });
  return { items };
}
