import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TBoatCard } from '../../../shared/dto/cards';
import type { TLang } from '../../../shared/i18n';
import { selectBoatCards } from '../catalog/boat-card-query';
import { listFavouriteIds } from './list-favourite-ids';

/** More than anyone keeps; the ids list stays complete even past it. */
export const maxFavouriteCards = 500;

/**
 * The user's favourite boats as cards, newest first. Boats that are no longer published drop
 * out (their rows stay, so a boat that comes back shows up again).
 */
export async function listFavourites(
  db: TDbOrTx,
  userId: string,
  lang: TLang,
): Promise<{ ids: string[]; items: TBoatCard[] }> {
  const ids = await listFavouriteIds(db, userId);
  const wanted = ids.slice(0, maxFavouriteCards);
  if (wanted.length === 0) return { ids, items: [] };
  const cards = await selectBoatCards(db, lang, {
    limit: wanted.length,
    where: inArray(boats.id, wanted),
  });
  // the card query orders by publication: put them back in the order they were saved
  const byId = new Map(cards.map((card) => [card.id, card]));
  const items = wanted.flatMap((id) => byId.get(id) ?? []);
  return { ids, items };
}
