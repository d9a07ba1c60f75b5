import { mix } from './color';
import { longBeach } from './destination/beach';
import { cityFront } from './destination/city';
import { islandCliffs } from './destination/island-cliffs';
import { oldTown } from './destination/old-town';
import { HEIGHT, WIDTH, type TScene } from './destination/scene';
import { volcanic } from './destination/volcanic';
import { finish } from './finish';
import { createRandom, hashString } from './random';
import { birds, MIDDAY_SKY, MORNING_SKY } from './sky';
import { createDefs, rect, svgDocument } from './svg';
import type { TDestinationSceneInput } from './types';

/** a destination card: the landscape of the place, maybe mirrored, darker at the bottom for text */
export function renderDestinationScene(input: TDestinationSceneInput): string {
  const defs = createDefs();
  const rng = createRandom(input.seed).fork(`${input.slug}/${hashString(input.landscape)}`);
  const sky = rng.chance(0.3) ? MORNING_SKY : MIDDAY_SKY;
  const scene: TScene = {
    defs,
    rng,
    sky: { ...sky, top: mix(sky.top, '#2a5aa8', rng.range(0, 0.3)) },
    sunX: WIDTH * rng.range(0.15, 0.85),
  };
  let body: string;
  if (input.landscape === 'island-cliffs') body = islandCliffs(scene);
  else if (input.landscape === 'city') body = cityFront(scene);
  else if (input.landscape === 'volcanic') body = volcanic(scene);
  else if (input.landscape === 'beach') body = longBeach(scene);
  else body = oldTown(scene);
  if (rng.chance(0.5)) body = `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${body}</g>`;
  if (rng.chance(0.6))
    body += birds(
      rng,
      rng.range(200, 1000),
      HEIGHT * rng.range(0.08, 0.18),
      120,
      rng.int(2, 5),
      scene.sky.bird,
      11,
    );
  const scrim = defs.linearAt(
    [
      [0, '#06182a', 0],
      [0.45, '#06182a', 0.28],
      [1, '#06182a', 0.7],
    ],
    0,
    HEIGHT * 0.6,
    0,
    HEIGHT,
  );
  body += finish(defs, WIDTH, HEIGHT, { x: scene.sunX, y: 0, color: '#fff3d6', strength: 0.18 });
  body += rect(0, HEIGHT * 0.6, WIDTH, HEIGHT * 0.4, scrim);
  return svgDocument(WIDTH, HEIGHT, defs, body);
}
