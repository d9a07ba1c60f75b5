import type { addBoatEs } from '../../../i18n/locales/add-boat-es';

/** Keys of the wizard's field labels (`addBoat.fields.*`). */
export type TFieldKey = keyof (typeof addBoatEs)['fields'];
