import type { TDatabase } from '../../../db/client';
import { setBoatListing, type TListedBoat } from './set-boat-listing';

/**
 * `POST /backoffice/boat/{id}/publish`: an unpublished boat is listed again at once, with no new
 * review (it was approved before, and an edit of a listed boat needs none either). Only from
 * `unpublished` (409 AA00121): drafts and rejected boats go through the review.
 */
export function publishBoat(db: TDatabase, actorId: string, boatId: string): Promise<TListedBoat> {
  return setBoatListing(db, actorId, boatId, 'published', 'AA00121');
}
