import { describe, expect, it } from 'vitest';
import { toggleId } from './use-title-toggle';

describe('title selection', () => {
  it('adds and removes one id without touching the original set', () => {
    const ids = new Set([1, 3]);
    expect([...toggleId(ids, 2, true)]).toEqual([1, 3, 2]);
    expect([...toggleId(ids, 1, false)]).toEqual([3]);
    expect([...toggleId(ids, 3, true)]).toEqual([1, 3]);
    expect([...ids]).toEqual([1, 3]);
  });
});
