import { darken, lighten } from './color';
import type { TCamera, TContext, TDeckViewInput } from './deck-views/camera';
import { catamaran } from './deck-views/catamaran';
import { jetSki } from './deck-views/jet-ski';
import { monohull } from './deck-views/monohull';
import { rib } from './deck-views/rib';
import { smallBoat } from './deck-views/small-boat';

export type { TDeckViewInput } from './deck-views/camera';

/** the view from on board, looking forward over the deck of the boat */
export function renderDeckView(input: TDeckViewInput): string {
  const { rng } = input;
  const cam: TCamera = {
    cx: input.width / 2 + rng.range(-90, 90),
    horizon: input.horizonY,
    f: 900,
    eye: input.type === 'boat-without-licence' ? 1.2 : input.type === 'catamaran' ? 1.7 : 1.7,
  };
  const c: TContext = {
    ...input,
    cam,
    accentDark: darken(input.accent, 0.3),
    accentLight: lighten(input.accent, 0.22),
  };
  if (input.type === 'jet-ski') return jetSki(c);
  if (input.type === 'catamaran') return catamaran(c);
  if (input.type === 'rib') return rib(c);
  if (input.type === 'boat-without-licence') return smallBoat(c);
  return monohull(c);
}
