import type { TDegreeSeed, TProfessionSeed } from './types';

/**
 * Spanish recreational titles (Real Decreto 875/2014), lowest first. A higher level includes the
 * lower ones: licencia de navegación (up to 6 m, daytime, 2 miles), PNB (up to 8 m, 5 miles),
 * PER (up to 15 m, or 24 m with extra practice, 12 miles and the Balearic crossing), Patrón de Yate
 * (up to 24 m, 150 miles) and Capitán de Yate (no limits for recreational boats).
 */
export const degrees: TDegreeSeed[] = [
  {
    slug: 'licencia-navegacion',
    name: { es: 'Licencia de navegación', en: 'Navigation licence' },
    level: 1,
  },
  {
    slug: 'pnb',
    name: {
      es: 'Patrón de Navegación Básica (PNB)',
      en: 'Basic Navigation Skipper (PNB)',
    },
    level: 2,
  },
  {
    slug: 'per',
    name: {
      es: 'Patrón de Embarcaciones de Recreo (PER)',
      en: 'Recreational Boat Skipper (PER)',
    },
    level: 3,
  },
  {
    slug: 'patron-yate',
    name: { es: 'Patrón de Yate', en: 'Yachtmaster (Patrón de Yate)' },
    level: 4,
  },
  {
    slug: 'capitan-yate',
    name: { es: 'Capitán de Yate', en: 'Yacht Captain (Capitán de Yate)' },
    level: 5,
  },
];

/** What sailing professionals can offer on their profile. */
export const professions: TProfessionSeed[] = [
  { slug: 'skipper', name: { es: 'Patrón profesional', en: 'Professional skipper' } },
  { slug: 'deckhand', name: { es: 'Marinero/a', en: 'Deckhand' } },
  { slug: 'onboard-host', name: { es: 'Azafata/o de a bordo', en: 'Onboard host' } },
  { slug: 'sailing-instructor', name: { es: 'Instructor/a de vela', en: 'Sailing instructor' } },
  { slug: 'onboard-chef', name: { es: 'Cocinero/a de a bordo', en: 'Onboard chef' } },
  { slug: 'marine-mechanic', name: { es: 'Mecánico/a naval', en: 'Marine mechanic' } },
  { slug: 'diving-instructor', name: { es: 'Instructor/a de buceo', en: 'Diving instructor' } },
];
