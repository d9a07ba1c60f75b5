export type * from './types';
export { boatTypes } from './boat-types';
export { plans } from './plans';
export { regions, destinations } from './places';
export { equipment } from './equipment';
export { degrees, professions } from './degrees';
export { boats } from './boats';
