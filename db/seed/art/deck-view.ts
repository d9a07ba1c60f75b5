import type { TBoatTypeSlug } from '../catalog/types';
import { darken, lighten, mix } from './color';
import type { TRandom } from './random';
import { clamp, el, fmt, group, line, path, polyPath, type TDefs, type TPoint } from './svg';

export type TDeckViewInput = {
  type: TBoatTypeSlug;
  hull: string;
  accent: string;
  defs: TDefs;
  rng: TRandom;
  width: number;
  height: number;
  horizonY: number;
};

/** a camera standing on deck: u is across (metres, right positive), v ahead, z above the deck */
type TCamera = { cx: number; horizon: number; f: number; eye: number };

type TContext = TDeckViewInput & { cam: TCamera; accentDark: string; accentLight: string };

function proj(cam: TCamera, u: number, v: number, z = 0): TPoint {
  return [cam.cx + (cam.f * u) / v, cam.horizon + (cam.f * (cam.eye - z)) / v];
}

function sample(from: number, to: number, steps: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i += 1) out.push(from + ((to - from) * i) / steps);
  return out;
}

/** one side edge of a deck that narrows to the bow */
function edge(
  c: TContext,
  side: number,
  beam: (v: number) => number,
  v0: number,
  v1: number,
  z = 0,
  inset = 0,
): TPoint[] {
  return sample(v0, v1, 18).map((v) => proj(c.cam, side * Math.max(0, beam(v) - inset), v, z));
}

function deckOutline(
  c: TContext,
  beam: (v: number) => number,
  v0: number,
  bow: number,
  z = 0,
): TPoint[] {
  return [...edge(c, -1, beam, v0, bow, z), ...edge(c, 1, beam, v0, bow, z).reverse()];
}

function quad(c: TContext, u0: number, u1: number, v0: number, v1: number, z: number): TPoint[] {
  return [
    proj(c.cam, u0, v0, z),
    proj(c.cam, u1, v0, z),
    proj(c.cam, u1, v1, z),
    proj(c.cam, u0, v1, z),
  ];
}

/** a box lying on the deck: its top and the faces that look towards the camera */
function box(
  c: TContext,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  z0: number,
  z1: number,
  top: string,
  side: string,
  front: string,
): string {
  const t = quad(c, u0, u1, v0, v1, z1);
  const nearFace = [
    proj(c.cam, u0, v0, z0),
    proj(c.cam, u1, v0, z0),
    proj(c.cam, u1, v0, z1),
    proj(c.cam, u0, v0, z1),
  ];
  let s = path(polyPath(nearFace), front);
  if (u0 > 0)
    s += path(
      polyPath([
        proj(c.cam, u0, v0, z0),
        proj(c.cam, u0, v1, z0),
        proj(c.cam, u0, v1, z1),
        proj(c.cam, u0, v0, z1),
      ]),
      side,
    );
  if (u1 < 0)
    s += path(
      polyPath([
        proj(c.cam, u1, v0, z0),
        proj(c.cam, u1, v1, z0),
        proj(c.cam, u1, v1, z1),
        proj(c.cam, u1, v0, z1),
      ]),
      side,
    );
  return s + path(polyPath(t), top, { stroke: top, 'stroke-width': 3, 'stroke-linejoin': 'round' });
}

function cushions(
  c: TContext,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  z: number,
  pillows: boolean,
): string {
  const { accent, accentDark, accentLight } = c;
  let s = box(c, u0, u1, v0, v1, z, z + 0.14, accent, accentDark, accentDark);
  const seams = Math.max(1, Math.round((v1 - v0) / 0.7));
  let d = '';
  for (let i = 1; i < seams; i += 1) {
    const v = v0 + ((v1 - v0) * i) / seams;
    const a = proj(c.cam, u0, v, z + 0.14);
    const b = proj(c.cam, u1, v, z + 0.14);
    d += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  }
  s += path(d, 'none', { stroke: accentDark, 'stroke-width': 2.5, opacity: 0.6 });
  if (pillows) {
    const w = (u1 - u0) / 2;
    for (let i = 0; i < 2; i += 1) {
      const a = u0 + w * i + w * 0.12;
      const b = u0 + w * (i + 1) - w * 0.12;
      s += box(
        c,
        a,
        b,
        v1 - 0.45,
        v1 - 0.1,
        z + 0.14,
        z + 0.36,
        accentLight,
        accent,
        lighten(c.accent, 0.1),
      );
    }
  }
  return s;
}

function ropeCoil(c: TContext, u: number, v: number, r: number, color: string): string {
  let d = '';
  const turns = 4;
  for (let k = 0; k < turns; k += 1) {
    const rr = r * (1 - k * 0.16);
    const pts = sample(0, Math.PI * 2, 20).map((a) =>
      proj(c.cam, u + Math.cos(a) * rr, v + Math.sin(a) * rr, 0.03 + k * 0.015),
    );
    d += polyPath(pts);
  }
  const width = (c.cam.f * 0.035) / v;
  return (
    path(d, 'none', { stroke: darken(color, 0.35), 'stroke-width': width * 1.25 }) +
    path(d, 'none', {
      stroke: color,
      'stroke-width': width,
      transform: `translate(0 ${fmt(-width * 0.25)})`,
    })
  );
}

function strawHat(c: TContext, u: number, v: number, z: number): string {
  const brim = sample(0, Math.PI * 2, 24).map((a) =>
    proj(c.cam, u + Math.cos(a) * 0.24, v + Math.sin(a) * 0.24, z),
  );
  const crown = sample(0, Math.PI * 2, 20).map((a) =>
    proj(c.cam, u + Math.cos(a) * 0.12, v + Math.sin(a) * 0.12, z + 0.1),
  );
  const base = sample(0, Math.PI, 12).map((a) =>
    proj(c.cam, u + Math.cos(a) * 0.125, v - Math.sin(a) * 0.125, z),
  );
  const band = sample(0, Math.PI, 12).map((a) =>
    proj(c.cam, u + Math.cos(a) * 0.125, v - Math.sin(a) * 0.125, z + 0.035),
  );
  return (
    path(polyPath(brim), '#e4c98f') +
    path(polyPath([...base, ...[...crown.slice(0, 11)].reverse()]), '#d8b877') +
    path(polyPath(crown), '#ecd49c') +
    path(polyPath([...base, ...band.reverse()]), c.accent)
  );
}

function rail(
  c: TContext,
  beam: (v: number) => number,
  v0: number,
  bow: number,
  height: number,
  color: string,
): string {
  const posts = sample(v0, bow - 0.6, Math.max(2, Math.round((bow - v0) / 1.4)));
  let d = '';
  for (const side of [-1, 1]) {
    for (const v of posts) {
      const a = proj(c.cam, side * (beam(v) - 0.06), v, 0);
      const b = proj(c.cam, side * (beam(v) - 0.06), v, height);
      d += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
    }
  }
  const top = [
    ...edge(c, -1, beam, v0, bow - 0.35, height, 0.06),
    ...edge(c, 1, beam, v0, bow - 0.35, height, 0.06).reverse(),
  ];
  const mid = (side: number): TPoint[] => edge(c, side, beam, v0, bow - 0.5, height * 0.5, 0.06);
  const w = (c.cam.f * 0.03) / v0;
  return (
    path(d, 'none', { stroke: color, 'stroke-width': w * 0.8, 'stroke-linecap': 'round' }) +
    line(top, color, w * 0.7, { 'stroke-linejoin': 'round' }) +
    line(mid(-1), color, w * 0.4, { opacity: 0.8 }) +
    line(mid(1), color, w * 0.4, { opacity: 0.8 })
  );
}

function planks(
  c: TContext,
  outline: readonly TPoint[],
  beamMax: number,
  v0: number,
  bow: number,
  color: string,
  seam: string,
): string {
  const clipId = c.defs.add('c', (id) => el('clipPath', { id }, path(polyPath(outline), '#fff')));
  let d = '';
  for (let u = -beamMax; u <= beamMax; u += 0.13) {
    const a = proj(c.cam, u, v0);
    const b = proj(c.cam, u * 0.15, bow);
    d += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  }
  const fill = c.defs.linearAt(
    [
      [0, lighten(color, 0.12)],
      [1, darken(color, 0.12)],
    ],
    0,
    c.cam.horizon,
    0,
    c.height,
  );
  return (
    path(polyPath(outline), fill) +
    group(path(d, 'none', { stroke: seam, 'stroke-width': 2, opacity: 0.55 }), {
      'clip-path': `url(#${clipId})`,
    })
  );
}

function whiteDeck(c: TContext, outline: readonly TPoint[]): string {
  const fill = c.defs.linearAt(
    [
      [0, '#fbfaf7'],
      [1, '#d9dde0'],
    ],
    0,
    c.cam.horizon,
    0,
    c.height,
  );
  return path(polyPath(outline), fill);
}

function bowFoam(c: TContext, beam: (v: number) => number, bow: number): string {
  let d = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i += 1) {
      const v = bow - 0.4 - i * c.rng.range(0.5, 0.9);
      if (v < 2.2) break;
      const [x, y] = proj(c.cam, side * (beam(v) + 0.25 + i * 0.12), v, -1.1);
      const len = (c.cam.f * c.rng.range(0.4, 0.9)) / v;
      const th = (c.cam.f * 0.05) / v;
      d += `M${fmt(x - len / 2)} ${fmt(y)}q${fmt(len / 2)} ${fmt(-th)} ${fmt(len)} 0q${fmt(-len / 2)} ${fmt(th * 0.6)} ${fmt(-len)} 0z`;
    }
  }
  return path(d, '#ffffff', { opacity: 0.7 });
}

function monohull(c: TContext): string {
  const { rng, type } = c;
  const wooden = type === 'gulet' || type === 'sailboat' || type === 'yacht';
  const bow = type === 'gulet' ? 9 : type === 'yacht' ? 9.5 : 7.5;
  const half = type === 'gulet' || type === 'yacht' ? 2.6 : 2.1;
  const v0 = 1.2;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2.2, 0, 1));
  const outline = deckOutline(c, beam, v0, bow);
  let s = bowFoam(c, beam, bow);
  const hullEdge = [
    ...edge(c, -1, beam, v0, bow, -0.25),
    ...edge(c, 1, beam, v0, bow, -0.25).reverse(),
  ];
  s += path(polyPath(hullEdge), c.hull);
  s += wooden ? planks(c, outline, half, v0, bow, '#b98a5b', '#5b3f27') : whiteDeck(c, outline);
  if (type === 'gulet') {
    const inner = (side: number, z: number): TPoint[] => edge(c, side, beam, v0, bow, z, 0.12);
    for (const side of [-1, 1]) {
      s += path(polyPath([...inner(side, 0), ...inner(side, 0.5).reverse()]), '#8a5a31');
      s += line(inner(side, 0.52), '#c08a55', (c.cam.f * 0.08) / 2.5, {
        'stroke-linecap': 'round',
      });
    }
    const tip = proj(c.cam, 0, bow, 0.5);
    const sprit = proj(c.cam, 0, bow + 4, 1.1);
    s += line([tip, sprit], '#7a4f2c', (c.cam.f * 0.14) / bow, { 'stroke-linecap': 'round' });
    s += cushions(c, -1.3, 1.3, 3.2, 5.6, 0.05, true);
  } else {
    s += line(edge(c, -1, beam, v0, bow, 0.05), type === 'motorboat' ? '#d8dde1' : '#8b6a4a', 6);
    s += line(edge(c, 1, beam, v0, bow, 0.05), type === 'motorboat' ? '#d8dde1' : '#8b6a4a', 6);
  }
  if (type === 'sailboat') {
    s += box(c, -0.38, 0.38, 3.8, 4.5, 0, 0.1, '#1d2a36', '#cfd6dc', '#e9edf0');
    s += path(
      polyPath(quad(c, -0.3, 0.3, 3.86, 4.44, 0.105)),
      c.defs.linear([
        [0, '#6f8ea6'],
        [1, '#16222d'],
      ]),
    );
    s += rail(c, beam, 1.4, bow, 0.65, '#e3e8ec');
    const tack = proj(c.cam, 0, bow - 0.3, 0.4);
    const stayTop = proj(c.cam, 0, 0.9, 14);
    if (rng.chance(0.65)) {
      const side = rng.chance(0.5) ? 1 : -1;
      const topY = -20;
      const stayAt = (y: number): number =>
        tack[0] + ((stayTop[0] - tack[0]) * (tack[1] - y)) / (tack[1] - stayTop[1]);
      const farX = side > 0 ? c.width + 20 : -20;
      const clewY = c.cam.horizon + rng.range(-40, 80);
      const footCtl: TPoint = [
        (farX + tack[0]) / 2 + side * 60,
        Math.max(tack[1], clewY) + rng.range(10, 60),
      ];
      const sail = `M${fmt(tack[0])} ${fmt(tack[1])}L${fmt(stayAt(topY))} ${fmt(topY)}L${fmt(farX)} ${fmt(topY)}L${fmt(farX)} ${fmt(clewY)}Q${fmt(footCtl[0])} ${fmt(footCtl[1])} ${fmt(tack[0])} ${fmt(tack[1])}Z`;
      const fill = c.defs.linearAt(
        [
          [0, '#ffffff'],
          [0.5, '#f1f3f4'],
          [1, '#c3ccd5'],
        ],
        tack[0],
        0,
        farX,
        0,
      );
      s += path(sail, fill);
      s += path(
        `M${fmt(farX)} ${fmt(clewY)}Q${fmt(footCtl[0])} ${fmt(footCtl[1])} ${fmt(tack[0])} ${fmt(tack[1])}`,
        'none',
        { stroke: c.accent, 'stroke-width': 12 },
      );
      let seams = '';
      for (let i = 1; i < 6; i += 1) {
        const y = tack[1] - ((tack[1] - topY) * i) / 6;
        seams += `M${fmt(stayAt(y))} ${fmt(y)}Q${fmt((stayAt(y) + farX) / 2)} ${fmt(y + 30)} ${fmt(farX)} ${fmt(y + (clewY - topY) * 0.12 * i)}`;
      }
      s += path(seams, 'none', { stroke: '#c5ced6', 'stroke-width': 2, opacity: 0.7 });
    } else {
      s += line([tack, stayTop], c.accent, 16, { 'stroke-linecap': 'round' });
    }
    s += line([proj(c.cam, 0, bow - 0.25, 0.2), stayTop], '#4a545d', 3);
  }
  if (type === 'motorboat') {
    s += rail(c, beam, 3.2, bow, 0.4, '#e3e8ec');
    s += cushions(c, -0.95, 0.95, 2.6, 4.6, 0.02, true);
    s += box(c, -0.3, 0.3, 5.4, 5.9, 0, 0.06, '#e6e9ec', '#c5ccd2', '#d3d9de');
  }
  if (type === 'yacht') {
    s += rail(c, beam, 3.4, bow, 0.8, '#e3e8ec');
    s += cushions(c, -1.4, 1.4, 3.0, 5.4, 0.04, true);
    const towel = quad(c, -0.7, -0.1, 3.4, 4.6, 0.19);
    s += path(polyPath(towel), '#fbfbf9');
    s += path(polyPath(quad(c, -0.7, -0.1, 3.75, 3.95, 0.191)), c.accent);
    s += path(polyPath(quad(c, -0.7, -0.1, 4.1, 4.3, 0.191)), c.accent);
  }
  s += ropeCoil(c, rng.chance(0.5) ? -1 : 1, 2.3, 0.32, '#f0e6d0');
  if (type !== 'gulet')
    s += path(polyPath(quad(c, -0.06, 0.06, bow - 1.2, bow - 0.4, 0.12)), '#8d979f');
  if (rng.chance(0.45) && type !== 'sailboat')
    s += strawHat(c, rng.range(-0.6, 0.6), 3.6, type === 'gulet' ? 0.4 : 0.38);
  return s;
}

function catamaran(c: TContext): string {
  const { cam } = c;
  const hullU = 2.3;
  const hw = 0.5;
  const bow = 9.5;
  let s = '';
  const beamAt = (v: number): number =>
    hw * Math.sqrt(clamp(1 - ((v - 1.5) / (bow - 1.5)) ** 3, 0, 1));
  const net = [
    proj(cam, -hullU + hw * 0.8, 2.4, 0.05),
    proj(cam, hullU - hw * 0.8, 2.4, 0.05),
    proj(cam, hullU - hw * 0.8, 6.6, 0.05),
    proj(cam, -hullU + hw * 0.8, 6.6, 0.05),
  ];
  s += path(polyPath(net), '#0e2533', { opacity: 0.32 });
  let mesh = '';
  for (let u = -hullU + hw; u <= hullU - hw; u += 0.3) {
    const a = proj(cam, u, 2.4, 0.05);
    const b = proj(cam, u, 6.6, 0.05);
    mesh += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  }
  for (let v = 2.4; v <= 6.6; v += 0.3) {
    const a = proj(cam, -hullU + hw, v, 0.05);
    const b = proj(cam, hullU - hw, v, 0.05);
    mesh += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  }
  s += path(mesh, 'none', { stroke: '#dfe6ea', 'stroke-width': 1.2, opacity: 0.4 });
  for (const side of [-1, 1]) {
    const pts = [
      ...sample(1.5, bow, 14).map((v) => proj(cam, side * hullU - beamAt(v), v, 0)),
      ...sample(bow, 1.5, 14).map((v) => proj(cam, side * hullU + beamAt(v), v, 0)),
    ];
    const inner = sample(1.5, bow, 14).map((v) => proj(cam, side * hullU - side * beamAt(v), v, 0));
    const innerLow = sample(bow, 1.5, 14).map((v) =>
      proj(cam, side * hullU - side * beamAt(v) * 0.8, v, -0.7),
    );
    s += path(polyPath([...inner, ...innerLow]), mix(c.hull, '#6f8798', 0.55));
    s += whiteDeck(c, pts);
    s += line(
      sample(1.8, bow - 0.2, 10).map((v) => proj(cam, side * hullU + side * beamAt(v), v, 0.02)),
      c.accent,
      5,
    );
    const pulpit = sample(bow - 1.4, bow - 0.3, 4).map((v) => proj(cam, side * hullU, v, 0.6));
    s += line(pulpit, '#e3e8ec', 5, { 'stroke-linecap': 'round' });
    s += line(
      [proj(cam, side * hullU, bow - 1.4, 0), proj(cam, side * hullU, bow - 1.4, 0.6)],
      '#e3e8ec',
      4,
    );
  }
  s += box(c, -hullU, hullU, 6.6, 6.9, 0, 0.18, '#e9edf0', '#c1c9cf', '#d2d9de');
  s += whiteDeck(c, [
    proj(cam, -hullU - hw, 1.0, 0.08),
    proj(cam, hullU + hw, 1.0, 0.08),
    proj(cam, hullU + hw, 2.4, 0.08),
    proj(cam, -hullU - hw, 2.4, 0.08),
  ]);
  s += line([proj(cam, -hullU - hw, 2.4, 0.08), proj(cam, hullU + hw, 2.4, 0.08)], '#bfc7cd', 6);
  s += cushions(c, -1.6, 1.6, 1.3, 2.3, 0.08, true);
  s += line([proj(cam, 0, 6.75, 0.2), proj(cam, 0, 0.7, 14)], '#4a545d', 3);
  s += ropeCoil(c, -1.6, 2.0, 0.2, '#f0e6d0');
  return s;
}

function rib(c: TContext): string {
  const bow = 6.2;
  const half = 1.35;
  const v0 = 1.2;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2.2, 0, 1));
  const r = 0.34;
  let s = path(polyPath(deckOutline(c, beam, v0, bow, -0.15)), '#c3c9ce');
  s += path(
    polyPath(deckOutline(c, (v) => Math.max(0, beam(v) - r * 2), v0, bow - 0.5, -0.15)),
    '#aab2b9',
  );
  for (const side of [-1, 1]) {
    const top = edge(c, side, beam, v0, bow, 0.35, r);
    const inner = edge(c, side, beam, v0, bow, 0.08, r * 2);
    const outer = edge(c, side, beam, v0, bow, 0.08, 0);
    s += path(polyPath([...outer, ...top.reverse()]), darken(c.hull, 0.15));
    s += path(
      polyPath([...edge(c, side, beam, v0, bow, 0.35, r), ...inner.reverse()]),
      c.defs.linear(
        [
          [0, lighten(c.hull, 0.15)],
          [1, mix(c.hull, '#55636e', 0.45)],
        ],
        side > 0 ? 1 : 0,
        0,
        side > 0 ? 0 : 1,
        0,
      ),
    );
    s += line(edge(c, side, beam, v0, bow, 0.36, r), lighten(c.hull, 0.45), 6, { opacity: 0.8 });
    s += line(edge(c, side, beam, v0, bow, 0.09, r * 2), '#39434c', 5, { opacity: 0.6 });
  }
  s += cushions(c, -0.7, 0.7, 2.2, 3.2, 0.02, false);
  s += box(c, -0.25, 0.25, 4.3, 4.8, -0.1, 0.06, '#e4e8eb', '#b8c0c6', '#cbd2d7');
  s += ropeCoil(c, 0.75, 4.1, 0.2, '#f0e6d0');
  const glass = `M${fmt(c.width * 0.18)} ${fmt(c.height + 5)}Q${fmt(c.width / 2)} ${fmt(c.height - 120)} ${fmt(c.width * 0.82)} ${fmt(c.height + 5)}Z`;
  s +=
    path(glass, '#24323f', { opacity: 0.35 }) +
    path(glass, 'none', { stroke: '#2b3239', 'stroke-width': 14 });
  return s;
}

function smallBoat(c: TContext): string {
  const { cam } = c;
  const bow = 5.2;
  const half = 1.1;
  const v0 = 1.0;
  const beam = (v: number): number =>
    half * Math.sqrt(clamp(1 - ((v - v0) / (bow - v0)) ** 2, 0, 1));
  const wood = '#a8743f';
  let s = path(polyPath(deckOutline(c, beam, v0, bow, -0.55)), '#c9955c');
  const clipId = c.defs.add('c', (id) =>
    el('clipPath', { id }, path(polyPath(deckOutline(c, beam, v0, bow, -0.55)), '#fff')),
  );
  let slats = '';
  for (let u = -1; u <= 1; u += 0.16) {
    const a = proj(cam, u, v0, -0.55);
    const b = proj(cam, u * 0.1, bow, -0.55);
    slats += `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
  }
  s += group(path(slats, 'none', { stroke: '#6d4826', 'stroke-width': 2.5, opacity: 0.5 }), {
    'clip-path': `url(#${clipId})`,
  });
  for (const side of [-1, 1]) {
    const top = edge(c, side, beam, v0, bow, 0);
    const floor = edge(c, side, (v) => beam(v) * 0.82, v0, bow, -0.55);
    s += path(polyPath([...top, ...floor.reverse()]), side > 0 ? '#efe9df' : '#e2dbd0');
    s += line(edge(c, side, beam, v0, bow, 0.01), c.accent, 12, { 'stroke-linecap': 'round' });
    s += line(edge(c, side, beam, v0, bow, 0.04), wood, 6, { 'stroke-linecap': 'round' });
  }
  s += box(c, -0.95, 0.95, 3.0, 3.35, -0.55, -0.12, '#c08650', '#8f5f33', '#9b6a3c');
  s += cushions(c, -0.9, 0.9, 1.5, 2.1, -0.3, false);
  const stem = proj(cam, 0, bow, 0);
  s += line([stem, [stem[0], stem[1] - 40]], wood, 10, { 'stroke-linecap': 'round' });
  s += ropeCoil(c, 0.3, 4.2, 0.18, '#f0e6d0');
  let valance = `M-10 0L${fmt(c.width + 10)} 0L${fmt(c.width + 10)} 70`;
  for (let x = c.width + 10; x > -10; x -= 80) valance += `q-40 36 -80 0`;
  s += path(`${valance}Z`, c.accent);
  s += path(`M-10 0H${fmt(c.width + 10)}V40H-10Z`, darken(c.accent, 0.15));
  s +=
    line(
      [
        [70, 0],
        [140, c.height],
      ],
      '#d9dfe3',
      14,
    ) +
    line(
      [
        [c.width - 70, 0],
        [c.width - 140, c.height],
      ],
      '#d9dfe3',
      14,
    );
  return s;
}

function jetSki(c: TContext): string {
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
  s += path(
    `M${fmt(nose[0])} ${fmt(nose[1] + 4)}C${fmt(nose[0] - 60)} ${fmt(nose[1] + 120)} ${fmt(w * 0.3)} ${fmt(h * 0.8)} ${fmt(w * 0.22)} ${fmt(h + 10)}`,
    'none',
    { stroke: c.accent, 'stroke-width': 26 },
  );
  s += path(
    `M${fmt(nose[0])} ${fmt(nose[1] + 4)}C${fmt(nose[0] + 60)} ${fmt(nose[1] + 120)} ${fmt(w * 0.7)} ${fmt(h * 0.8)} ${fmt(w * 0.78)} ${fmt(h + 10)}`,
    'none',
    { stroke: c.accent, 'stroke-width': 26 },
  );
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
  s += line(
    [
      [w * 0.12, barY + 40],
      [w * 0.42, barY - 18],
    ],
    '#262c33',
    34,
    { 'stroke-linecap': 'round' },
  );
  s += line(
    [
      [w * 0.88, barY + 40],
      [w * 0.58, barY - 18],
    ],
    '#262c33',
    34,
    { 'stroke-linecap': 'round' },
  );
  s += line(
    [
      [w * 0.05, barY + 62],
      [w * 0.2, barY + 24],
    ],
    '#14181c',
    54,
    { 'stroke-linecap': 'round' },
  );
  s += line(
    [
      [w * 0.95, barY + 62],
      [w * 0.8, barY + 24],
    ],
    '#14181c',
    54,
    { 'stroke-linecap': 'round' },
  );
  s += line(
    [
      [w * 0.1, barY + 50],
      [w * 0.16, barY + 34],
    ],
    c.accent,
    18,
    { 'stroke-linecap': 'round' },
  );
  s += line(
    [
      [w * 0.9, barY + 50],
      [w * 0.84, barY + 34],
    ],
    c.accent,
    18,
    { 'stroke-linecap': 'round' },
  );
  return s;
}

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
