import type { TDatabase } from '../../../db/client';
import { setBoatListing, type TListedBoat } from './set-boat-listing';

/**
 * `POST /backoffice/boat/{id}/unpublish`: a published boat leaves the search, the home page, the
 * sitemap and its public page (404 for everyone but its owner and admins); its bookings and
 * requests stay as they are. Only from `published` (409 AA00120).
 */
export function unpublishBoat(
  db: TDatabase,
  actorId: string,
  boatId: string,
): Promise<TListedBoat> {
  return setBoatListing(db, actorId, boatId, 'unpublished', 'AA00120');
}
