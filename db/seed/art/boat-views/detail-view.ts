import { mix } from '../color';
import { renderDeckView } from '../deck-view';
import { finish } from '../finish';
import { MIDDAY_SEA, sunGlints, TURQUOISE_SEA } from '../sea';
import { MIDDAY_SKY } from '../sky';
import { el, fmt } from '../svg';
import { openSeaBackground } from './open-sea';
import { HEIGHT, varySky, waves, WIDTH, type TScene } from './scene';

/** the view from on board, a little tilted by the roll of the boat */
export function detailView(scene: TScene): string {
  const { defs, rng } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const horizonY = HEIGHT * rng.range(0.3, 0.4);
  const sunX = WIDTH * rng.range(0.1, 0.9);
  const sea = {
    ...MIDDAY_SEA,
    near: mix(MIDDAY_SEA.near, TURQUOISE_SEA.near, rng.range(0.3, 0.9)),
  };
  const roll = rng.range(-2.2, 2.2);
  let s = openSeaBackground(scene, horizonY, sky, sea, sunX);
  s += sunGlints(rng, sunX - 400, sunX + 400, horizonY, 160, 90, 40);
  s += waves(scene, sea, horizonY, 0.8);
  s += renderDeckView({
    type: scene.input.type,
    hull: scene.hull,
    accent: scene.accent,
    defs,
    rng: rng.fork('deck'),
    width: WIDTH,
    height: HEIGHT,
    horizonY,
  });
  return (
    el(
      'g',
      {
        transform: `rotate(${fmt(roll)} ${WIDTH / 2} ${HEIGHT / 2}) scale(1.04) translate(-32 -21)`,
      },
      s,
    ) + finish(defs, WIDTH, HEIGHT, { x: sunX, y: 0, color: '#fff4d8', strength: 0.2 })
  );
}
