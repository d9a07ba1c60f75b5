import { describe, expect, it } from 'vitest';
import { comboboxKeyAction } from './use-combobox-keys';

const state = { open: true, active: -1, count: 3, enterSubmits: false };

describe('combobox keys', () => {
  it('open a closed list with the arrows, and leave other keys to the browser', () => {
    expect(comboboxKeyAction('ArrowDown', { ...state, open: false })).toEqual({
      type: 'open',
      handled: true,
    });
    expect(comboboxKeyAction('ArrowUp', { ...state, open: false }).type).toBe('open');
    expect(comboboxKeyAction('Enter', { ...state, open: false })).toEqual({
      type: 'none',
      handled: false,
    });
    expect(comboboxKeyAction('Escape', { ...state, open: false }).handled).toBe(false);
    expect(comboboxKeyAction('a', state).handled).toBe(false);
  });

  it('move through the options round the ends', () => {
    const move = (key: string, active: number, count = 3) =>
      comboboxKeyAction(key, { ...state, active, count });
    expect(move('ArrowDown', -1)).toEqual({ type: 'move', active: 0, handled: true });
    expect(move('ArrowDown', 2)).toMatchObject({ active: 0 });
    expect(move('ArrowUp', 0)).toMatchObject({ active: 2 });
    expect(move('ArrowUp', -1)).toMatchObject({ active: 1 });
    expect(move('ArrowDown', -1, 0)).toMatchObject({ type: 'move', active: -1 });
  });

  it('pick the highlighted option with Enter, and close with Escape', () => {
    expect(comboboxKeyAction('Enter', { ...state, active: 1 })).toEqual({
      type: 'pick',
      index: 1,
      handled: true,
    });
    expect(comboboxKeyAction('Escape', state)).toEqual({ type: 'close', handled: true });
  });

  it('send the form on Enter without a highlighted option only when asked to', () => {
    expect(comboboxKeyAction('Enter', state)).toEqual({ type: 'none', handled: true });
    expect(comboboxKeyAction('Enter', { ...state, enterSubmits: true })).toEqual({
      type: 'none',
      handled: false,
    });
    // an option that is gone (new suggestions came) is not picked
    expect(comboboxKeyAction('Enter', { ...state, active: 5, enterSubmits: true }).type).toBe(
      'none',
    );
  });
});
