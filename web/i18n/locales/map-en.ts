import type { mapEs } from './map-es';

type TSameKeys<T> = { [K in keyof T]: T[K] extends string ? string : TSameKeys<T[K]> };

/** The sea map component, in English: exactly the keys of map-es.ts. */
export const mapEn: TSameKeys<typeof mapEs> = {
  roleDescription: 'map',
  surface: 'Interactive map',
  browseHelp:
    'Drag to move the map and use the buttons to zoom in or out. With the keyboard: arrows move it, + and − zoom.',
  pickHelp:
    'Click the map to place the point. With the keyboard: move the map with the arrows, zoom with + and press Enter to place the point at the cross in the centre.',
  controls: 'Map controls',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Back to the initial view',
  places: 'Places on the map',
  cluster_one: 'Group of {{count}} place',
  cluster_other: 'Group of {{count}} places',
  clusterList_one: '{{count}} place at this spot',
  clusterList_other: '{{count}} places at this spot',
  close: 'Close',
  picked: 'Point placed at {{lat}}, {{lon}}',
  wheelHint: 'To zoom, use Ctrl + scroll (⌘ on Mac) or click the map first',
  canaries: 'Canary Islands',
};
