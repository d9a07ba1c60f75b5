import type { TDestinationSeed, TRegionSeed } from './types';

/** Spanish autonomous communities with boats in the demo, and their provinces. */
export const regions: TRegionSeed[] = [
  {
    slug: 'cataluna',
    name: { es: 'Cataluña', en: 'Catalonia' },
    provinces: [
      { slug: 'barcelona', name: { es: 'Barcelona', en: 'Barcelona' } },
      { slug: 'girona', name: { es: 'Girona', en: 'Girona' } },
    ],
  },
  {
    slug: 'illes-balears',
    name: { es: 'Illes Balears', en: 'Balearic Islands' },
    provinces: [{ slug: 'illes-balears', name: { es: 'Illes Balears', en: 'Balearic Islands' } }],
  },
  {
    slug: 'comunitat-valenciana',
    name: { es: 'Comunitat Valenciana', en: 'Valencian Community' },
    provinces: [
      { slug: 'valencia', name: { es: 'Valencia', en: 'Valencia' } },
      { slug: 'alicante', name: { es: 'Alicante', en: 'Alicante' } },
    ],
  },
  {
    slug: 'region-de-murcia',
    name: { es: 'Región de Murcia', en: 'Region of Murcia' },
    provinces: [{ slug: 'murcia', name: { es: 'Murcia', en: 'Murcia' } }],
  },
  {
    slug: 'andalucia',
    name: { es: 'Andalucía', en: 'Andalusia' },
    provinces: [
      { slug: 'malaga', name: { es: 'Málaga', en: 'Málaga' } },
      { slug: 'cadiz', name: { es: 'Cádiz', en: 'Cádiz' } },
    ],
  },
  {
    slug: 'canarias',
    name: { es: 'Canarias', en: 'Canary Islands' },
    provinces: [
      {
        slug: 'santa-cruz-de-tenerife',
        name: { es: 'Santa Cruz de Tenerife', en: 'Santa Cruz de Tenerife' },
      },
      { slug: 'las-palmas', name: { es: 'Las Palmas', en: 'Las Palmas' } },
    ],
  },
];

/** Where to go: each destination with one to three real marinas (coordinates WGS84, 4 decimals). */
export const destinations: TDestinationSeed[] = [
  {
    slug: 'barcelona',
    name: 'Barcelona',
    province: 'barcelona',
    lat: 41.3851,
    lon: 2.1734,
    tagline: {
      es: 'Navega frente a la Barceloneta y la Sagrada Família',
      en: 'Sail past Barceloneta with the city skyline behind',
    },
    harbours: [
      { slug: 'port-olimpic', name: 'Port Olímpic', lat: 41.386, lon: 2.2012 },
      { slug: 'marina-port-vell', name: 'Marina Port Vell', lat: 41.377, lon: 2.186 },
      { slug: 'port-forum', name: 'Port Fòrum', lat: 41.4125, lon: 2.2265 },
    ],
  },
  {
    slug: 'sitges',
    name: 'Sitges',
    province: 'barcelona',
    lat: 41.237,
    lon: 1.8059,
    tagline: {
      es: 'Playas y calas del Garraf a un paso de Barcelona',
      en: 'Garraf beaches and coves next door to Barcelona',
    },
    harbours: [
      { slug: 'port-aiguadolc', name: "Port d'Aiguadolç", lat: 41.2363, lon: 1.8234 },
      { slug: 'port-ginesta', name: 'Port Ginesta', lat: 41.261, lon: 1.9258 },
    ],
  },
  {
    slug: 'roses',
    name: 'Roses',
    province: 'girona',
    lat: 42.2619,
    lon: 3.1765,
    tagline: {
      es: 'Cap de Creus y las calas salvajes de la Costa Brava',
      en: 'Cap de Creus and the wild coves of the Costa Brava',
    },
    harbours: [
      { slug: 'port-roses', name: 'Port Esportiu de Roses', lat: 42.2585, lon: 3.1712 },
      { slug: 'empuriabrava', name: "Port d'Empuriabrava", lat: 42.246, lon: 3.133 },
    ],
  },
  {
    slug: 'palma',
    name: 'Palma (Mallorca)',
    province: 'illes-balears',
    lat: 39.5696,
    lon: 2.6502,
    tagline: {
      es: 'La bahía de Palma y las calas de la Serra de Tramuntana',
      en: 'The Bay of Palma and the coves of the Tramuntana coast',
    },
    harbours: [
      { slug: 'club-de-mar', name: 'Club de Mar Mallorca', lat: 39.5616, lon: 2.6318 },
      {
        slug: 'real-club-nautico-palma',
        name: 'Real Club Náutico de Palma',
        lat: 39.566,
        lon: 2.64,
      },
      { slug: 'puerto-portals', name: 'Puerto Portals', lat: 39.5312, lon: 2.5672 },
    ],
  },
  {
    slug: 'ibiza',
    name: 'Ibiza',
    province: 'illes-balears',
    lat: 38.9067,
    lon: 1.4206,
    tagline: {
      es: 'Es Vedrà, calas turquesa y atardeceres legendarios',
      en: 'Es Vedrà, turquoise coves and legendary sunsets',
    },
    harbours: [
      { slug: 'marina-ibiza', name: 'Marina Ibiza', lat: 38.9138, lon: 1.4435 },
      { slug: 'marina-botafoch', name: 'Marina Botafoch', lat: 38.916, lon: 1.4485 },
      { slug: 'port-sant-antoni', name: 'Port de Sant Antoni', lat: 38.9795, lon: 1.301 },
    ],
  },
  {
    slug: 'formentera',
    name: 'Formentera',
    province: 'illes-balears',
    lat: 38.7,
    lon: 1.45,
    tagline: {
      es: 'Ses Illetes y el agua más transparente del Mediterráneo',
      en: 'Ses Illetes and the clearest water in the Mediterranean',
    },
    harbours: [{ slug: 'la-savina', name: 'Puerto de La Savina', lat: 38.7343, lon: 1.4163 }],
  },
  {
    slug: 'menorca',
    name: 'Menorca',
    province: 'illes-balears',
    lat: 39.9496,
    lon: 4.1104,
    tagline: {
      es: 'Calas vírgenes en una reserva de la biosfera',
      en: 'Unspoilt coves on a biosphere reserve island',
    },
    harbours: [
      { slug: 'port-mao', name: 'Port de Maó', lat: 39.888, lon: 4.265 },
      { slug: 'port-ciutadella', name: 'Port de Ciutadella', lat: 40.0005, lon: 3.8395 },
      { slug: 'port-fornells', name: 'Port de Fornells', lat: 40.057, lon: 4.133 },
    ],
  },
  {
    slug: 'valencia',
    name: 'Valencia',
    province: 'valencia',
    lat: 39.4699,
    lon: -0.3763,
    tagline: {
      es: 'Del puerto de la Copa América a la Albufera',
      en: "From the America's Cup harbour to the Albufera",
    },
    harbours: [
      { slug: 'la-marina-valencia', name: 'La Marina de València', lat: 39.4608, lon: -0.3243 },
      {
        slug: 'real-club-nautico-valencia',
        name: 'Real Club Náutico de Valencia',
        lat: 39.44,
        lon: -0.326,
      },
    ],
  },
  {
    slug: 'denia',
    name: 'Dénia',
    province: 'alicante',
    lat: 38.8408,
    lon: 0.1057,
    tagline: {
      es: 'El Montgó, el cabo de Sant Antoni y rumbo a Ibiza',
      en: 'The Montgó, Cap de Sant Antoni and a course for Ibiza',
    },
    harbours: [
      { slug: 'marina-de-denia', name: 'Marina de Dénia', lat: 38.8445, lon: 0.1125 },
      { slug: 'club-nautico-denia', name: 'Club Náutico de Dénia', lat: 38.842, lon: 0.108 },
    ],
  },
  {
    slug: 'alicante',
    name: 'Alicante',
    province: 'alicante',
    lat: 38.3452,
    lon: -0.481,
    tagline: {
      es: 'Tabarca, la Costa Blanca y el castillo de Santa Bárbara',
      en: 'Tabarca island, the Costa Blanca and Santa Bárbara castle',
    },
    harbours: [
      { slug: 'marina-de-alicante', name: 'Marina de Alicante', lat: 38.3395, lon: -0.482 },
      {
        slug: 'real-club-regatas-alicante',
        name: 'Real Club de Regatas de Alicante',
        lat: 38.342,
        lon: -0.485,
      },
    ],
  },
  {
    slug: 'cartagena',
    name: 'Cartagena',
    province: 'murcia',
    lat: 37.6257,
    lon: -0.9966,
    tagline: {
      es: 'Calblanque, Cabo de Palos y un puerto con historia',
      en: 'Calblanque, Cabo de Palos and a historic harbour',
    },
    harbours: [
      { slug: 'yacht-port-cartagena', name: 'Yacht Port Cartagena', lat: 37.598, lon: -0.9866 },
      {
        slug: 'real-club-regatas-cartagena',
        name: 'Real Club de Regatas de Cartagena',
        lat: 37.5988,
        lon: -0.9815,
      },
    ],
  },
  {
    slug: 'malaga',
    name: 'Málaga',
    province: 'malaga',
    lat: 36.7213,
    lon: -4.4214,
    tagline: {
      es: 'Sol todo el año y delfines en la Costa del Sol',
      en: 'Year-round sun and dolphins on the Costa del Sol',
    },
    harbours: [
      { slug: 'muelle-uno', name: 'Puerto de Málaga (Muelle Uno)', lat: 36.717, lon: -4.414 },
      {
        slug: 'puerto-benalmadena',
        name: 'Puerto Deportivo de Benalmádena',
        lat: 36.5966,
        lon: -4.5132,
      },
    ],
  },
  {
    slug: 'marbella',
    name: 'Marbella',
    province: 'malaga',
    lat: 36.5101,
    lon: -4.8825,
    tagline: {
      es: 'Puerto Banús, yates y vistas a Gibraltar',
      en: 'Puerto Banús, superyachts and views to Gibraltar',
    },
    harbours: [
      { slug: 'puerto-banus', name: 'Puerto Banús', lat: 36.4845, lon: -4.9526 },
      {
        slug: 'puerto-deportivo-marbella',
        name: 'Puerto Deportivo de Marbella',
        lat: 36.5065,
        lon: -4.8868,
      },
    ],
  },
  {
    slug: 'cadiz',
    name: 'Cádiz',
    province: 'cadiz',
    lat: 36.5271,
    lon: -6.2886,
    tagline: {
      es: 'La bahía de Cádiz y la luz del Atlántico',
      en: 'The Bay of Cádiz and the light of the Atlantic',
    },
    harbours: [
      { slug: 'puerto-sherry', name: 'Puerto Sherry', lat: 36.5838, lon: -6.256 },
      { slug: 'puerto-america', name: 'Puerto América', lat: 36.54, lon: -6.29 },
    ],
  },
  {
    slug: 'tenerife',
    name: 'Tenerife',
    province: 'santa-cruz-de-tenerife',
    lat: 28.2916,
    lon: -16.6291,
    tagline: {
      es: 'Ballenas piloto, acantilados de Los Gigantes y el Teide',
      en: 'Pilot whales, Los Gigantes cliffs and Mount Teide',
    },
    harbours: [
      { slug: 'puerto-colon', name: 'Puerto Colón', lat: 28.0794, lon: -16.7381 },
      { slug: 'marina-san-miguel', name: 'Marina San Miguel', lat: 28.0216, lon: -16.6148 },
      { slug: 'marina-santa-cruz', name: 'Marina Santa Cruz', lat: 28.4718, lon: -16.2464 },
    ],
  },
  {
    slug: 'gran-canaria',
    name: 'Gran Canaria',
    province: 'las-palmas',
    lat: 27.9202,
    lon: -15.5474,
    tagline: {
      es: 'Mogán, dunas de Maspalomas y pesca de altura',
      en: 'Mogán, the Maspalomas dunes and big-game fishing',
    },
    harbours: [
      { slug: 'puerto-mogan', name: 'Puerto de Mogán', lat: 27.8163, lon: -15.765 },
      { slug: 'pasito-blanco', name: 'Pasito Blanco', lat: 27.7476, lon: -15.6214 },
      {
        slug: 'muelle-deportivo-las-palmas',
        name: 'Muelle Deportivo de Las Palmas',
        lat: 28.115,
        lon: -15.4215,
      },
    ],
  },
];
