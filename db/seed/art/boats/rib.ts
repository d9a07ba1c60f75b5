import { cushion } from '../boat-kit/fittings';
import { above, onDeck, sheerPoints, sheerStripe, sheerY, type THull } from '../boat-kit/hull';
import { extrude, hullSide, openHull } from '../boat-kit/surfaces';
import { boatBasics, faceFill, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { darken, lighten, luminance } from '../color';
import { wires } from '../rigging';
import { fmt, path, polyPath, smoothPath, type TPoint } from '../svg';
import { helmConsole, outboard } from './open-boat-parts';

const HULL: THull = {
  sternX: -470,
  sternWlX: -466,
  bowX: 470,
  bowWlX: 300,
  fbStern: 100,
  fbBow: 168,
  sag: 4,
  beam: 380,
  bowCurve: 0.6,
};

const TUBE_R = 40;

/** one pass of paint along an inflated tube; `dy` shifts it up or down */
function tubeStroke(
  d: string,
  color: string,
  width: number,
  dy?: number,
  opacity?: number,
  roundCaps = true,
): string {
  return path(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': roundCaps ? 'round' : undefined,
    transform: dy === undefined ? undefined : `translate(0 ${fmt(dy)})`,
    opacity,
  });
}

export function drawRib(style: TBoatStyle): TBoatShape {
  const { rng, tone } = style;
  const { p, g } = boatBasics(style, HULL);
  const tube = p.hull;
  const farTube = smoothPath(
    sheerPoints(g, -500, 420, 16).map(([x]) => [x, onDeck(g, x, 1) + TUBE_R * 0.8] as TPoint),
  );
  let s = tubeStroke(farTube, darken(tube, 0.2), TUBE_R * 1.7);
  s += tubeStroke(farTube, lighten(tube, 0.2), TUBE_R * 0.5, -TUBE_R * 0.5);
  s += openHull(g, style, tone('#aeb6bd'), tone('#d3d8dc'), 40);

  const base = (x: number): number => onDeck(g, x, 0.45) + 30;
  const lift = g.depth * 0.35;
  const tTop = rng.chance(0.55);
  if (tTop) {
    const y = (x: number): number => base(x) - 290;
    s += wires(
      [
        [
          [-150, base(-150)],
          [-150, y(-150)],
        ],
        [
          [40, base(40) - 100],
          [40, y(40)],
        ],
      ],
      p.steel,
      4.5,
      0.95,
    );
    s += extrude(
      above(y, [
        [-190, 0],
        [70, 0],
        [70, -12],
        [-190, -12],
      ]),
      -6,
      -g.depth * 0.55,
      p.accentLight,
      p.accent,
    );
  }
  s += extrude(
    above(base, [
      [-170, 0],
      [-170, 86],
      [-90, 86],
      [-90, 0],
    ]),
    -6,
    -lift * 0.6,
    p.accentLight,
    faceFill(style, p.white),
  );
  s += path(
    polyPath(
      above(base, [
        [-176, 88],
        [-84, 88],
        [-84, 70],
        [-176, 70],
      ]),
    ),
    p.accent,
  );
  s += helmConsole(
    style,
    p,
    base,
    [
      [-60, 0],
      [-60, 112],
      [20, 114],
      [70, 0],
    ],
    [
      [20, 114],
      [-14, 166],
      [-44, 166],
      [-40, 112],
    ],
    -6,
    lift,
  );
  s += cushion(g, 100, 210, 0.25, 0.7, p.accent, p.accentDark, 36, 30);

  s += hullSide(g, style, p, '', tone(luminance(style.hull) > 0.5 ? '#3b4550' : '#eef1f3'));
  const nearTube = smoothPath(sheerPoints(g, -530, 440, 18, TUBE_R * 0.75));
  s += tubeStroke(nearTube, darken(tube, 0.35), TUBE_R * 2);
  s += tubeStroke(nearTube, tube, TUBE_R * 1.7, -5);
  s += tubeStroke(nearTube, lighten(tube, 0.35), TUBE_R * 0.5, -TUBE_R * 0.6, 0.75);
  s += tubeStroke(nearTube, darken(tube, 0.5), 8, TUBE_R * 0.45, undefined, false);
  let handline = '';
  for (let x = -380; x < 300; x += 80) {
    handline += `M${fmt(x)} ${fmt(sheerY(g, x) + TUBE_R * 0.15)}q40 20 80 ${fmt(sheerY(g, x + 80) - sheerY(g, x))}`;
  }
  s += path(handline, 'none', { stroke: p.dark, 'stroke-width': 3, opacity: 0.6 });
  s += path(sheerStripe(g, 2, 30, -400, -250), p.accent, { opacity: 0.9 });
  s += outboard(
    style,
    -570,
    sheerY(g, -470) - 96,
    p,
    tone(rng.pick(['#f3f4f5', '#1e2328', '#2c3a4a'])),
    p.accent,
  );
  return {
    svg: s,
    left: -570,
    right: 490,
    top: tTop ? base(-40) - 290 - g.depth * 0.55 : base(-40) - 170,
    wlLeft: -500,
    wlRight: 300,
    beam: g.depth,
  };
}
