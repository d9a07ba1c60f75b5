import type { TBoatTypeSeed } from './types';

/** Every TBoatTypeSlug, in the order the search filters show them. */
export const boatTypes: TBoatTypeSeed[] = [
  { slug: 'sailboat', name: { es: 'Velero', en: 'Sailboat' }, kind: 'sail', isAquaticToy: false },
  {
    slug: 'motorboat',
    name: { es: 'Lancha', en: 'Motorboat' },
    kind: 'motor',
    isAquaticToy: false,
  },
  {
    slug: 'catamaran',
    name: { es: 'Catamarán', en: 'Catamaran' },
    kind: 'sail',
    isAquaticToy: false,
  },
  { slug: 'yacht', name: { es: 'Yate', en: 'Yacht' }, kind: 'motor', isAquaticToy: false },
  { slug: 'rib', name: { es: 'Neumática', en: 'RIB' }, kind: 'motor', isAquaticToy: false },
  { slug: 'gulet', name: { es: 'Goleta', en: 'Gulet' }, kind: 'sail', isAquaticToy: false },
  {
    slug: 'boat-without-licence',
    name: { es: 'Barco sin licencia', en: 'Boat without licence' },
    kind: 'motor',
    isAquaticToy: false,
  },
  {
    slug: 'jet-ski',
    name: { es: 'Moto de agua', en: 'Jet ski' },
    kind: 'motor',
    isAquaticToy: true,
  },
];
