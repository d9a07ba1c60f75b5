import type { TEquipmentSeed } from './types';

/** Equipment a boat page lists, grouped as outdoor, electronic and other. */
export const equipment: TEquipmentSeed[] = [
  // Outdoor
  { slug: 'bimini', category: 'outdoor', name: { es: 'Bimini (toldo)', en: 'Bimini top' } },
  {
    slug: 'swim-ladder',
    category: 'outdoor',
    name: { es: 'Escalera de baño', en: 'Swim ladder' },
  },
  { slug: 'deck-shower', category: 'outdoor', name: { es: 'Ducha de popa', en: 'Deck shower' } },
  { slug: 'sun-pads', category: 'outdoor', name: { es: 'Solárium', en: 'Sun pads' } },
  {
    slug: 'paddle-board',
    category: 'outdoor',
    name: { es: 'Tabla de paddle surf', en: 'Stand-up paddle board' },
  },
  {
    slug: 'snorkel-gear',
    category: 'outdoor',
    name: { es: 'Equipo de snorkel', en: 'Snorkelling gear' },
  },
  { slug: 'dinghy', category: 'outdoor', name: { es: 'Auxiliar (dinghy)', en: 'Dinghy' } },
  {
    slug: 'dinghy-outboard',
    category: 'outdoor',
    name: { es: 'Motor fueraborda para la auxiliar', en: 'Outboard for the dinghy' },
  },
  { slug: 'fishing-rods', category: 'outdoor', name: { es: 'Cañas de pesca', en: 'Fishing rods' } },
  { slug: 'kayak', category: 'outdoor', name: { es: 'Kayak', en: 'Kayak' } },
  {
    slug: 'towable-ring',
    category: 'outdoor',
    name: { es: 'Donut hinchable', en: 'Towable inflatable ring' },
  },
  {
    slug: 'cockpit-table',
    category: 'outdoor',
    name: { es: 'Mesa de bañera', en: 'Cockpit table' },
  },
  { slug: 'gangway', category: 'outdoor', name: { es: 'Pasarela', en: 'Gangway' } },
  // Electronic
  {
    slug: 'gps-chartplotter',
    category: 'electronic',
    name: { es: 'GPS plóter', en: 'GPS chartplotter' },
  },
  { slug: 'autopilot', category: 'electronic', name: { es: 'Piloto automático', en: 'Autopilot' } },
  { slug: 'vhf-radio', category: 'electronic', name: { es: 'Radio VHF', en: 'VHF radio' } },
  { slug: 'depth-sounder', category: 'electronic', name: { es: 'Sonda', en: 'Depth sounder' } },
  {
    slug: 'wind-instruments',
    category: 'electronic',
    name: { es: 'Anemómetro y veleta', en: 'Wind instruments' },
  },
  { slug: 'radar', category: 'electronic', name: { es: 'Radar', en: 'Radar' } },
  {
    slug: 'bluetooth-speakers',
    category: 'electronic',
    name: { es: 'Equipo de música Bluetooth', en: 'Bluetooth speakers' },
  },
  { slug: 'fridge', category: 'electronic', name: { es: 'Nevera eléctrica', en: 'Fridge' } },
  {
    slug: 'inverter',
    category: 'electronic',
    name: { es: 'Inversor 220 V', en: '220 V inverter' },
  },
  { slug: 'usb-sockets', category: 'electronic', name: { es: 'Tomas USB', en: 'USB sockets' } },
  {
    slug: 'air-conditioning',
    category: 'electronic',
    name: { es: 'Aire acondicionado', en: 'Air conditioning' },
  },
  { slug: 'generator', category: 'electronic', name: { es: 'Generador', en: 'Generator' } },
  { slug: 'wifi', category: 'electronic', name: { es: 'Wifi a bordo', en: 'Wi-Fi on board' } },
  // Other
  {
    slug: 'anchor-windlass',
    category: 'other',
    name: { es: 'Molinete eléctrico', en: 'Electric anchor windlass' },
  },
  { slug: 'bow-thruster', category: 'other', name: { es: 'Hélice de proa', en: 'Bow thruster' } },
  { slug: 'cooler', category: 'other', name: { es: 'Nevera portátil', en: 'Cool box' } },
  { slug: 'towels', category: 'other', name: { es: 'Toallas', en: 'Towels' } },
  { slug: 'bed-linen', category: 'other', name: { es: 'Ropa de cama', en: 'Bed linen' } },
  {
    slug: 'first-aid-kit',
    category: 'other',
    name: { es: 'Botiquín', en: 'First-aid kit' },
  },
  {
    slug: 'child-life-jackets',
    category: 'other',
    name: { es: 'Chalecos salvavidas infantiles', en: "Children's life jackets" },
  },
  {
    slug: 'life-jackets',
    category: 'other',
    name: { es: 'Chalecos salvavidas', en: 'Life jackets' },
  },
  { slug: 'dry-bag', category: 'other', name: { es: 'Bolsa estanca', en: 'Dry bag' } },
  { slug: 'galley', category: 'other', name: { es: 'Cocina', en: 'Galley' } },
  { slug: 'hot-water', category: 'other', name: { es: 'Agua caliente', en: 'Hot water' } },
  {
    slug: 'coffee-machine',
    category: 'other',
    name: { es: 'Cafetera', en: 'Coffee machine' },
  },
];
