import type { TBookingDeps } from '../booking/deps';

/**
 * What the group use cases need: the booking deps (database, card processor, response window,
 * first share, clock, mails, and the chat bus for the group chat's notices).
 */
export type TGroupDeps = TBookingDeps;

/** What telling a group of an event needs: the clock, the mails and the chat bus. */
export type TGroupEventDeps = Pick<TBookingDeps, 'now' | 'mail' | 'bus'>;

export type { TActor } from '../booking/deps';
