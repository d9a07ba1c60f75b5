import { coastline } from './coastline-data';
import {
  project,
  unionBounds,
  unproject,
  type TBounds,
  type TLatLon,
  type TXY,
} from './projection';

/**
 * Where things are drawn. With the Canary Islands and the rest of Spain on one map, the islands
 * move into an inset box south-west of the peninsula, as on Spanish maps, instead of leaving a
 * thousand kilometres of ocean between them. Otherwise everything is at its true place.
 */
export type TLayout = { hasInset: boolean };

const [cMinX, cMinY, cMaxX, cMaxY] = coastline.canariesBounds;
const INSET_PADDING = 220;
/** Top-right corner of the inset: the Atlantic west of Morocco, below Cape St Vincent. */
const insetCorner = project({ lat: 36.3, lon: -7.3 });

/** The frame of the inset, in map units. */
export const insetBox: TBounds = {
  minX: insetCorner.x - (cMaxX - cMinX) - 2 * INSET_PADDING,
  minY: insetCorner.y,
  maxX: insetCorner.x,
  maxY: insetCorner.y + (cMaxY - cMinY) + 2 * INSET_PADDING,
};
/** Added to true Canary coordinates to draw them in the inset (same scale). */
export const insetShift: TXY = {
  x: insetBox.minX + INSET_PADDING - cMinX,
  y: insetBox.minY + INSET_PADDING - cMinY,
};
const canariesBox: TBounds = { minX: cMinX, minY: cMinY, maxX: cMaxX, maxY: cMaxY };

/** Peninsula, Balearic Islands, Ceuta and Melilla. */
const mainlandBox: TBounds = {
  ...(({ x, y }) => ({ minX: x, minY: y }))(project({ lat: 43.8, lon: -9.3 })),
  ...(({ x, y }) => ({ maxX: x, maxY: y }))(project({ lat: 35.85, lon: 4.33 })),
};

/** All of Spain, the view of a map without points: the mainland and the inset. */
export const spainBounds: TBounds = unionBounds(mainlandBox, insetBox);

export function isCanary({ lat, lon }: TLatLon): boolean {
  return lat < 30.5 && lat > 26.5 && lon < -13 && lon > -19;
}

export function layoutFor(points: readonly TLatLon[]): TLayout {
  const canaries = points.filter(isCanary).length;
  return { hasInset: points.length === 0 || (canaries > 0 && canaries < points.length) };
}

/** A place → where it is drawn (Canary places move into the inset when there is one). */
export function toMap(place: TLatLon, layout: TLayout): TXY {
  const xy = project(place);
  if (!layout.hasInset || !isCanary(place)) return xy;
  return { x: xy.x + insetShift.x, y: xy.y + insetShift.y };
}

/** A drawn position → the place it shows (a click inside the inset is a place in the Canaries). */
export function fromMap(xy: TXY, layout: TLayout): TLatLon {
  const inInset =
    layout.hasInset &&
    xy.x >= insetBox.minX &&
    xy.x <= insetBox.maxX &&
    xy.y >= insetBox.minY &&
    xy.y <= insetBox.maxY;
  return unproject(inInset ? { x: xy.x - insetShift.x, y: xy.y - insetShift.y } : xy);
}

/** Where the centre of the view may go: around Spain (and the true Canaries without an inset). */
export function panBox(layout: TLayout): TBounds {
  return layout.hasInset ? spainBounds : unionBounds(mainlandBox, canariesBox);
}
