import { useState, type KeyboardEvent } from 'react';

type TComboboxState = {
  open: boolean;
  /** the highlighted option, -1 for none */
  active: number;
  /** how many options the list shows */
  count: number;
  /** Enter with no option highlighted sends the form (true) or does nothing (false) */
  enterSubmits: boolean;
};

/** What a key does in a combobox's input; `handled` keys do not reach the browser. */
export type TComboboxKeyAction =
  | { type: 'open' | 'close'; handled: true }
  | { type: 'move'; active: number; handled: true }
  | { type: 'pick'; index: number; handled: true }
  | { type: 'none'; handled: boolean };

/**
 * The ARIA combobox keys (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the arrows open the
 * list, then move through its options round the ends; Enter picks the highlighted option; Escape
 * closes the list.
 */
export function comboboxKeyAction(key: string, state: TComboboxState): TComboboxKeyAction {
  const { open, active, count } = state;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!open) return { type: 'open', handled: true };
    const delta = key === 'ArrowDown' ? 1 : -1;
    return {
      type: 'move',
      active: count === 0 ? -1 : (active + delta + count) % count,
      handled: true,
    };
  }
  if (key === 'Enter' && open) {
    if (active >= 0 && active < count) return { type: 'pick', index: active, handled: true };
    return { type: 'none', handled: !state.enterSubmits };
  }
  if (key === 'Escape' && open) return { type: 'close', handled: true };
  return { type: 'none', handled: false };
}

type TComboboxKeysOptions = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** how many options the list shows */
  count: number;
  /** picks the option at that index */
  onPick: (index: number) => void;
  /** Enter with no option highlighted sends the form (default: it does nothing) */
  enterSubmits?: boolean;
};

/**
 * The keyboard of a combobox's input and its highlighted option (`active`, -1 for none), shared by
 * the comboboxes that fetch their options: give `onKeyDown` to the input, and `setActive` to the
 * options' hover and to the code that loads new options.
 */
export function useComboboxKeys({
  open,
  setOpen,
  count,
  onPick,
  enterSubmits = false,
}: TComboboxKeysOptions) {
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKeyAction(event.key, { open, active, count, enterSubmits });
    if (action.handled) event.preventDefault();
    if (action.type === 'open') setOpen(true);
    else if (action.type === 'close') setOpen(false);
    else if (action.type === 'move') setActive(action.active);
    else if (action.type === 'pick') onPick(action.index);
  };
  return { active, setActive, onKeyDown };
}
