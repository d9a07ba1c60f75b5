import { placeBoat } from '../boat-water';
import { drawBoat } from '../boats/draw-boat';
import { finish } from '../finish';
import { birds, MIDDAY_SKY } from '../sky';
import { el, fmt, path } from '../svg';
import { cove, COVE_SEA } from './bay';
import { boatStyle, frameBoat, HEIGHT, varySky, waves, WIDTH, type TScene } from './scene';

/** the boat at anchor in a cove, seen from a little above, its shadow on the sand below */
export function anchoredView(scene: TScene): string {
  const { defs, rng } = scene;
  const sky = varySky(rng, MIDDAY_SKY);
  const skyLine = HEIGHT * rng.range(0.2, 0.28);
  const beachY = HEIGHT * rng.range(0.42, 0.48);
  const sunX = WIDTH * rng.range(0.2, 0.8);
  let s = cove(scene, { sky, skyLine, beachY, sunX });
  const flip = rng.chance(0.5);
  const shape = drawBoat(scene.input.type, boatStyle(scene, 0.5, false, false));
  const waterY = HEIGHT * rng.range(0.74, 0.8);
  const { scale, center } = frameBoat(scene, shape, flip, [0.46, 0.54], waterY - HEIGHT * 0.06);
  const x = WIDTH / 2 - center + rng.range(-120, 120);
  const placed = placeBoat(defs, rng, shape, {
    x,
    waterY,
    scale,
    flip,
    turn: rng.range(-0.14, 0.16),
    moving: false,
    sea: COVE_SEA,
    hull: scene.hull,
    reflection: 0.22,
  });
  const hullLen = (shape.wlRight - shape.wlLeft) * scale;
  const dir = flip ? -1 : 1;
  const seabedShadow = el('ellipse', {
    cx: x + dir * hullLen * 0.05,
    cy: waterY + hullLen * 0.16,
    rx: hullLen * 0.5,
    ry: hullLen * 0.07,
    fill: '#05344a',
    opacity: 0.22,
  });
  const bowX = x + shape.wlRight * (flip ? -scale : scale);
  const anchor = path(
    `M${fmt(bowX)} ${fmt(waterY + 2)}q${fmt(dir * hullLen * 0.18)} ${fmt(hullLen * 0.1)} ${fmt(dir * hullLen * 0.3)} ${fmt(hullLen * 0.28)}`,
    'none',
    { stroke: '#0b3346', 'stroke-width': 2.5, opacity: 0.35, 'stroke-dasharray': '6 5' },
  );
  s +=
    seabedShadow +
    anchor +
    placed.under +
    waves(scene, COVE_SEA, beachY, 0.7) +
    placed.boat +
    placed.over;
  if (rng.chance(0.5))
    s += birds(rng, rng.range(300, 1300), skyLine * 0.6, 100, rng.int(2, 4), sky.bird, 10);
  return s + finish(defs, WIDTH, HEIGHT, { x: sunX, y: 0, color: '#fff6df', strength: 0.2 });
}
