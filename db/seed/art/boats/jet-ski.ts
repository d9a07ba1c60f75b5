import { stroke } from '../boat-kit/fittings';
import { boatPaints, glassFill, type TBoatShape, type TBoatStyle } from '../boat-kit/style';
import { darken, lighten, luminance } from '../color';
import { el, fmt, line, path, polyPath, smoothPath, type TPoint } from '../svg';

export function drawJetSki(style: TBoatStyle): TBoatShape {
  const p = boatPaints(style);
  const { defs, tone } = style;
  const body = p.hull;
  const lower = tone(luminance(style.hull) > 0.45 ? '#2a3139' : '#e9ecef');
  const seat = tone('#262c33');
  const lift = 150 * (0.1 + 0.5 * style.elevation);
  const bumper: TPoint[] = [
    [-500, -84],
    [-200, -90],
    [100, -100],
    [330, -118],
    [470, -150],
    [510, -168],
  ];
  const upper: TPoint[] = [
    [-500, -84],
    [-500, -124],
    [-400, -128],
    [-385, -150],
    [60, -168],
    [120, -300],
    [190, -318],
    [300, -296],
    [420, -236],
    [510, -168],
  ];
  const shade = defs.linear([
    [0, lighten(body, 0.22)],
    [0.55, body],
    [1, darken(body, 0.28)],
  ]);
  let s = path(
    smoothPath(upper.map(([x, y]) => [x - 8, y - lift] as TPoint)) + 'Z',
    lighten(body, 0.3),
  );
  s += path(
    polyPath([
      [-385, -150],
      [60, -168],
      [80, -168 - lift],
      [-385, -150 - lift],
    ]),
    tone('#1b2027'),
  );
  s += path(
    `M-500 -84L-500 4L170 4Q400 0 510 -168L470 -150L330 -118L100 -100L-200 -90Z`,
    defs.linear([
      [0, lighten(lower, 0.1)],
      [1, darken(lower, 0.3)],
    ]),
  );
  s += path(`${smoothPath(upper)}L330 -118L100 -100L-200 -90Z`, shade);
  s += path('M-290 -112Q40 -116 300 -160L420 -226L440 -212Q330 -130 40 -106L-290 -100Z', p.accent);
  s += path('M-180 -124Q60 -132 230 -190L250 -186Q80 -120 -180 -114Z', p.accentLight, {
    opacity: 0.8,
  });
  s += line(bumper, tone('#171b20'), 12, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const seatShape = `M-430 ${fmt(-150 - lift * 0.4)}Q-440 ${fmt(-214 - lift * 0.5)} -380 ${fmt(-218 - lift * 0.5)}L-40 ${fmt(-246 - lift * 0.5)}Q50 ${fmt(-258 - lift * 0.5)} 70 ${fmt(-220 - lift * 0.4)}L64 ${fmt(-168 - lift * 0.3)}L-400 ${fmt(-150 - lift * 0.3)}Z`;
  s += path(seatShape, seat);
  s += path(
    `M-420 ${fmt(-196 - lift * 0.45)}L-40 ${fmt(-226 - lift * 0.5)}Q40 ${fmt(-236 - lift * 0.5)} 60 ${fmt(-206 - lift * 0.45)}`,
    'none',
    { stroke: p.accent, 'stroke-width': 6, opacity: 0.9 },
  );
  s += path(`M-400 ${fmt(-212 - lift * 0.5)}L-60 ${fmt(-242 - lift * 0.5)}`, 'none', {
    stroke: '#ffffff',
    'stroke-width': 4,
    opacity: 0.18,
  });
  s += path('M150 -318Q230 -336 300 -300L276 -286Q220 -306 166 -300Z', glassFill(style, p));
  const barBase: TPoint = [120, -300 - lift * 0.4];
  const barTop: TPoint = [94, -370 - lift * 0.5];
  s += stroke([barBase, barTop], tone('#2a3038'), 22);
  s += stroke(
    [
      [barTop[0] - 40, barTop[1] + 8],
      [barTop[0] + 36, barTop[1] - 8 - lift * 0.4],
    ],
    tone('#171b20'),
    18,
  );
  s += el('circle', { cx: barTop[0] + 36, cy: barTop[1] - 8 - lift * 0.4, r: 12, fill: p.accent });
  s += path('M-500 -60L-536 -54L-536 -22L-500 -18Z', tone('#1b1f24'));
  s += line(
    [
      [-500, -126],
      [-396, -130],
    ],
    '#ffffff',
    3,
    { opacity: style.sunset ? 0.3 : 0.5 },
  );
  return {
    svg: s,
    left: -536,
    right: 512,
    top: barTop[1] - 40,
    wlLeft: -500,
    wlRight: 300,
    beam: lift * 2,
  };
}
