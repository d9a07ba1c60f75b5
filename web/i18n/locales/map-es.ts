/** The sea map component, in Spanish. Mounted under `map`; map-en.ts has the same keys. */
export const mapEs = {
  roleDescription: 'mapa',
  surface: 'Mapa interactivo',
  browseHelp:
    'Arrastra para mover el mapa y usa los botones para acercar o alejar. Con el teclado: flechas para moverlo, + y − para el zoom.',
  pickHelp:
    'Haz clic en el mapa para colocar el punto. Con el teclado: mueve el mapa con las flechas, acerca con + y pulsa Enter para colocar el punto en la cruz del centro.',
  controls: 'Controles del mapa',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  reset: 'Volver a la vista inicial',
  places: 'Lugares en el mapa',
  cluster_one: 'Grupo de {{count}} lugar',
  cluster_other: 'Grupo de {{count}} lugares',
  clusterList_one: '{{count}} lugar en este punto',
  clusterList_other: '{{count}} lugares en este punto',
  close: 'Cerrar',
  picked: 'Punto colocado en {{lat}}, {{lon}}',
  wheelHint: 'Para hacer zoom, usa Ctrl + rueda (⌘ en Mac) o haz clic antes en el mapa',
  canaries: 'Canarias',
};
