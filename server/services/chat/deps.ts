import type { TDatabase } from '../../../db/client';
import type { TChatBus } from './bus';

/** What the messaging use cases need: the database and the bus that tells open pages. */
export type TChatDeps = {
  db: TDatabase;
  bus: TChatBus;
};

export { isAdmin, type TActor } from '../booking/deps';
