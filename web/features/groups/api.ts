import type { TGroup, TGroupBoatOption, TJoinGroupRequest } from '../../../shared/schemas/group';
import { api } from '../../lib/api';

/**
 * The boat-sharing API as the group page calls it (docs/decisions/0028-groups.md). Every change
 * answers the whole group again, so the page replaces what it shows.
 */
const path = (id: string, action: string) => `/group/${encodeURIComponent(id)}/${action}`;

/** Takes one seat per passenger and charges the first share of them to the card (the default). */
export function joinGroup(id: string, body: TJoinGroupRequest): Promise<TGroup> {
  return api.post<TGroup>(path(id, 'join'), body);
}

/** Leaves an open group: the member's seats are freed and their charges refunded in full. */
export function leaveGroup(id: string): Promise<TGroup> {
  return api.post<TGroup>(path(id, 'leave'));
}

/** For the creator of a complete group without a boat: the boats that could take it, best first. */
export function fetchSimilarBoats(id: string, signal?: AbortSignal): Promise<TGroupBoatOption[]> {
  return api.get<TGroupBoatOption[]>(path(id, 'similar-boats'), { signal });
}

/** The creator picks another boat: a new reservation request goes to its owner. */
export function chooseGroupBoat(id: string, boatId: string): Promise<TGroup> {
  return api.post<TGroup>(path(id, 'boat'), { boatId });
}
