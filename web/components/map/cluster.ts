import type { TXY } from './projection';

/** A point already placed on the map (map units), with the half width of its pill in pixels. */
export type TPlaced<P> = TXY & { item: P; halfWidth: number };

/** One marker drawn on the map: a single pin, or a bubble standing for several. */
export type TCluster<P> = TXY & { key: string; members: TPlaced<P>[] };

/** Half width of a cluster bubble, in pixels. */
export const BUBBLE_HALF_WIDTH = 20;
/** Height of a pill plus the gap wanted between two markers, in pixels. */
export const MARKER_HEIGHT = 32;
const GAP = 4;

/** Estimated half width in pixels of a pill showing `text` (13px bold, 10px padding). */
export function pillHalfWidth(text: string): number {
  return Math.min(10 + text.length * 4, 90);
}

function halfWidthOf<P>(cluster: TCluster<P>): number {
  return cluster.members.length > 1 ? BUBBLE_HALF_WIDTH : (cluster.members[0]?.halfWidth ?? 0);
}

function collide<P>(a: TCluster<P>, b: TCluster<P>, scale: number): boolean {
  const dx = Math.abs(a.x - b.x) * scale;
  const dy = Math.abs(a.y - b.y) * scale;
  return dx < halfWidthOf(a) + halfWidthOf(b) + GAP && dy < MARKER_HEIGHT;
}

function merge<P>(a: TCluster<P>, b: TCluster<P>): TCluster<P> {
  const members = [...a.members, ...b.members];
  return {
    key: a.key,
    members,
    x: members.reduce((sum, m) => sum + m.x, 0) / members.length,
    y: members.reduce((sum, m) => sum + m.y, 0) / members.length,
  };
}

/**
 * Groups the markers that would overlap at `scale` pixels per map unit, greedily in input order
 * (so the result is stable), repeating until no two markers collide. Each cluster sits at the
 * centroid of its members; its key is its first member's.
 */
export function clusterPlaced<P>(
  placed: readonly TPlaced<P>[],
  scale: number,
  keyOf: (item: P) => string,
): TCluster<P>[] {
  let clusters: TCluster<P>[] = placed.map((p) => ({
    key: keyOf(p.item),
    x: p.x,
    y: p.y,
    members: [p],
  }));
  for (let changed = true; changed;) {
    changed = false;
    const next: TCluster<P>[] = [];
    for (const cluster of clusters) {
      const index = next.findIndex((other) => collide(other, cluster, scale));
      if (index < 0) next.push(cluster);
      else {
        next[index] = merge(next[index]!, cluster);
        changed = true;
      }
    }
    clusters = next;
  }
  return clusters;
}

/** Whether the members of a cluster would still be one marker at the closest zoom (`maxScale`). */
export function isInseparable<P>(
  cluster: TCluster<P>,
  maxScale: number,
  keyOf: (item: P) => string,
): boolean {
  return clusterPlaced(cluster.members, maxScale, keyOf).length === 1;
}
