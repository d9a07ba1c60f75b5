import { anchoredView } from './boat-views/anchored-view';
import { coverView } from './boat-views/cover-view';
import { detailView } from './boat-views/detail-view';
import { HEIGHT, WIDTH, type TScene } from './boat-views/scene';
import { sunsetView } from './boat-views/sunset-view';
import { SAILING_TYPES } from './boats/draw-boat';
import { normalizeHex } from './color';
import { createRandom } from './random';
import { createDefs, svgDocument } from './svg';
import type { TBoatSceneInput } from './types';

/** one picture of a boat: the same input always gives the same SVG */
export function renderBoatScene(input: TBoatSceneInput): string {
  const defs = createDefs();
  const scene: TScene = {
    input,
    hull: normalizeHex(input.hullColor, '#f4f4f2'),
    accent: normalizeHex(input.accentColor, '#1f5f8b'),
    defs,
    rng: createRandom(input.seed).fork(`${input.type}/${input.view}`),
    sailing: SAILING_TYPES.includes(input.type),
  };
  let body: string;
  if (input.view === 'cover') body = coverView(scene);
  else if (input.view === 'anchored') body = anchoredView(scene);
  else if (input.view === 'sunset') body = sunsetView(scene);
  else body = detailView(scene);
  return svgDocument(WIDTH, HEIGHT, defs, body);
}
