import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours, with gaps only for two or more pages', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageWindow(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    // a gap of one page is the page itself
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageWindow(9, 9)).toEqual([1, 'gap', 8, 9]);
  });
});
