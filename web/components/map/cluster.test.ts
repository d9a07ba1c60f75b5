import { describe, expect, it } from 'vitest';
import { clusterPlaced, isInseparable, pillHalfWidth, type TPlaced } from './cluster';

const place = (id: string, x: number, y: number): TPlaced<{ id: string }> => ({
  item: { id },
  x,
  y,
  halfWidth: pillHalfWidth('120 €'),
});
const keyOf = (item: { id: string }) => item.id;
const points = [place('a', 0, 0), place('b', 10, 0), place('c', 1000, 0), place('d', 1005, 5)];

describe('clusterPlaced', () => {
  it('keeps every pin apart when zoomed in enough', () => {
    const clusters = clusterPlaced(points, 20, keyOf);
    expect(clusters.map((c) => c.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('groups the pins that would overlap into a bubble at their centroid', () => {
    const clusters = clusterPlaced(points, 1, keyOf);
    expect(clusters.map((c) => [c.key, c.members.length])).toEqual([
      ['a', 2],
      ['c', 2],
    ]);
    expect(clusters[0]).toMatchObject({ x: 5, y: 0 });
  });

  it('ends in one bubble when everything collides, and is stable', () => {
    const clusters = clusterPlaced(points, 0.01, keyOf);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.members).toHaveLength(4);
    expect(clusterPlaced(points, 0.01, keyOf)).toEqual(clusters);
  });

  it('leaves no two markers overlapping after merging', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      place(`p${i}`, (i * 37) % 400, (i * 91) % 300),
    );
    const clusters = clusterPlaced(many, 0.3, keyOf);
    for (const a of clusters)
      for (const b of clusters) {
        if (a === b) continue;
        const apart = Math.abs(a.x - b.x) * 0.3 >= 40 || Math.abs(a.y - b.y) * 0.3 >= 32;
        expect(apart).toBe(true);
      }
    expect(clusters.reduce((sum, c) => sum + c.members.length, 0)).toBe(60);
  });

  it('knows when only a list can separate a bubble', () => {
    const sameHarbour = clusterPlaced([place('a', 0, 0), place('b', 0, 1)], 0.01, keyOf)[0]!;
    expect(isInseparable(sameHarbour, 4, keyOf)).toBe(true);
    const nearby = clusterPlaced([place('a', 0, 0), place('b', 200, 0)], 0.01, keyOf)[0]!;
    expect(isInseparable(nearby, 4, keyOf)).toBe(false);
  });
});
