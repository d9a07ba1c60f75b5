import { describe, expect, it } from 'vitest';
import { galleryOf, makeCover, moveItem } from './reorder';

describe('picture order', () => {
  it('moves one item, keeping the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps moves past the ends and copies the list', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(list, 1, -3)).toEqual(['b', 'a']);
    expect(moveItem(list, 1, 1)).not.toBe(list);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('makes a picture the cover by moving it first', () => {
    expect(makeCover(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });

  it('keeps only uploaded pictures in the gallery, in order', () => {
    expect(
      galleryOf([
        { assetId: 'x', status: 'done' },
        { assetId: null, status: 'uploading' },
        { assetId: 'y', status: 'error' },
        { assetId: 'z', status: 'done' },
      ]),
    ).toEqual(['x', 'z']);
  });
});
