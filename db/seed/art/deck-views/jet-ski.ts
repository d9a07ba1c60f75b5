import { darken, lighten } from '../color';
import { fmt, line, path, type TPoint } from '../svg';
import type { TContext } from './camera';

/** astride a jet ski: the hull and handlebars in front, spray thrown out to both sides */
export function jetSki(c: TContext): string {
  const { width: w, height: h, cam } = c;
  const nose: TPoint = [cam.cx, cam.horizon + (h - cam.horizon) * 0.3];
  const body = `M${fmt(-20)} ${fmt(h + 10)}C${fmt(w * 0.05)} ${fmt(h * 0.72)} ${fmt(nose[0] - w * 0.25)} ${fmt(nose[1] + 10)} ${fmt(nose[0])} ${fmt(nose[1])}C${fmt(nose[0] + w * 0.25)} ${fmt(nose[1] + 10)} ${fmt(w * 0.95)} ${fmt(h * 0.72)} ${fmt(w + 20)} ${fmt(h + 10)}Z`;
  const fill = c.defs.linearAt(
    [
      [0, lighten(c.hull, 0.25)],
      [1, darken(c.hull, 0.2)],
    ],
    0,
    nose[1],
    0,
    h,
  );
  let spray = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 14; i += 1) {
      const t = i / 14;
      const x = cam.cx + side * (w * 0.18 + t * w * 0.5) + c.rng.range(-30, 30);
      const y = nose[1] + t * (h - nose[1]) * 0.8 + c.rng.range(-30, 20);
      const r = 10 + t * 60 * c.rng.range(0.5, 1.2);
      spray += `M${fmt(x - r)} ${fmt(y)}a${fmt(r)} ${fmt(r * 0.45)} 0 1 0 ${fmt(r * 2)} 0a${fmt(r)} ${fmt(r * 0.45)} 0 1 0 ${fmt(-r * 2)} 0z`;
    }
  }
  let s = path(spray, '#ffffff', { opacity: 0.75 });
  s += path(body, fill);
  /** an accent stripe from the nose down to the bottom edge of the picture */
  const stripe = (dx: number, bend: number, end: number): string =>
    path(
      `M${fmt(nose[0])} ${fmt(nose[1] + 4)}C${fmt(nose[0] + dx)} ${fmt(nose[1] + 120)} ${fmt(bend)} ${fmt(h * 0.8)} ${fmt(end)} ${fmt(h + 10)}`,
      'none',
      { stroke: c.accent, 'stroke-width': 26 },
    );
  s += stripe(-60, w * 0.3, w * 0.22) + stripe(60, w * 0.7, w * 0.78);
  const barY = h * 0.8;
  s += path(
    `M${fmt(w * 0.38)} ${fmt(h + 10)}L${fmt(w * 0.42)} ${fmt(barY - 30)}H${fmt(w * 0.58)}L${fmt(w * 0.62)} ${fmt(h + 10)}Z`,
    '#1f252b',
  );
  s += path(
    `M${fmt(w * 0.44)} ${fmt(barY - 22)}h${fmt(w * 0.12)}v${fmt(50)}h${fmt(-w * 0.12)}z`,
    '#0f1a22',
  );
  s += path(
    `M${fmt(w * 0.455)} ${fmt(barY - 14)}h${fmt(w * 0.09)}v${fmt(30)}h${fmt(-w * 0.09)}z`,
    '#3fb6c8',
    { opacity: 0.8 },
  );
  /** the handlebar arms, grips and grip ends: each left one and its mirror image on the right */
  const bars: readonly (readonly [TPoint, TPoint, string, number])[] = [
    [[0.12, 40], [0.42, -18], '#262c33', 34],
    [[0.05, 62], [0.2, 24], '#14181c', 54],
    [[0.1, 50], [0.16, 34], c.accent, 18],
  ];
  for (const [[f0, dy0], [f1, dy1], color, width] of bars)
    for (const mirror of [false, true]) {
      const x = (f: number): number => (mirror ? w - w * f : w * f);
      s += line(
        [
          [x(f0), barY + dy0],
          [x(f1), barY + dy1],
        ],
        color,
        width,
        { 'stroke-linecap': 'round' },
      );
    }
  return s;
}
