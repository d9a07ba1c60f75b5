import type { TPlanSeed } from './types';

/** Plans: the routes or ways to spend the day that search and groups filter by. */
export const plans: TPlanSeed[] = [
  {
    slug: 'coastal-day-trip',
    name: { es: 'Ruta por la costa', en: 'Coastal day trip' },
    description: {
      es: 'Un día completo recorriendo la costa, con paradas para bañarse y comer fondeados.',
      en: 'A full day cruising along the coast, with stops to swim and have lunch at anchor.',
    },
  },
  {
    slug: 'sunset',
    name: { es: 'Puesta de sol', en: 'Sunset cruise' },
    description: {
      es: 'Salida de tarde para ver cómo se pone el sol desde el mar, con una copa en la mano.',
      en: 'An evening outing to watch the sun go down from the sea, drink in hand.',
    },
  },
  {
    slug: 'coves-and-snorkel',
    name: { es: 'Calas y snorkel', en: 'Coves and snorkelling' },
    description: {
      es: 'Calas de agua transparente a las que solo se llega por mar, con gafas y tubo a bordo.',
      en: 'Crystal-clear coves you can only reach by sea, with masks and snorkels on board.',
    },
  },
  {
    slug: 'fishing',
    name: { es: 'Pesca', en: 'Fishing trip' },
    description: {
      es: 'Jornada de pesca de curricán o a fondo en los mejores caladeros de la zona.',
      en: 'A day of trolling or bottom fishing over the best local fishing grounds.',
    },
  },
  {
    slug: 'island-hopping',
    name: { es: 'Ruta entre islas', en: 'Island hopping' },
    description: {
      es: 'Travesía para saltar de una isla a otra y descubrir sus playas y fondeaderos.',
      en: 'A crossing to hop from one island to the next and discover their beaches and anchorages.',
    },
  },
  {
    slug: 'celebration',
    name: { es: 'Celebraciones', en: 'Celebration on board' },
    description: {
      es: 'Cumpleaños, despedidas o eventos de empresa a bordo, con música y espacio para el grupo.',
      en: 'Birthdays, hen and stag parties or company events on board, with music and room to mingle.',
    },
  },
  {
    slug: 'learn-to-sail',
    name: { es: 'Aprende a navegar', en: 'Learn to sail' },
    description: {
      es: 'Un patrón te enseña a llevar el timón, trimar las velas y fondear con seguridad.',
      en: 'A skipper teaches you to helm, trim the sails and anchor safely.',
    },
  },
  {
    slug: 'multi-day-cruise',
    name: { es: 'Travesía de varios días', en: 'Multi-day cruise' },
    description: {
      es: 'Varios días a bordo, durmiendo en calas tranquilas y amaneciendo en el mar.',
      en: 'Several days on board, sleeping in quiet coves and waking up at sea.',
    },
  },
];
