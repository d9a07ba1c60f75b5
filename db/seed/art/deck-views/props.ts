import { darken, lighten } from '../color';
import { fmt, path, polyPath, segment } from '../svg';
import { face, proj, quad, ring, type TContext } from './camera';

/** a box lying on the deck: its top and the faces that look towards the camera */
export function box(
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
  let s = path(polyPath(face(c, [u0, v0], [u1, v0], z0, z1)), front);
  if (u0 > 0) s += path(polyPath(face(c, [u0, v0], [u0, v1], z0, z1)), side);
  if (u1 < 0) s += path(polyPath(face(c, [u1, v0], [u1, v1], z0, z1)), side);
  return (
    s +
    path(polyPath(quad(c, u0, u1, v0, v1, z1)), top, {
      stroke: top,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    })
  );
}

/** seat cushions in the accent colour, with seams and maybe two pillows at the far end */
export function cushions(
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
    d += segment(proj(c.cam, u0, v, z + 0.14), proj(c.cam, u1, v, z + 0.14));
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

export function ropeCoil(c: TContext, u: number, v: number, r: number, color: string): string {
  let d = '';
  const turns = 4;
  for (let k = 0; k < turns; k += 1)
    d += polyPath(ring(c, u, v, r * (1 - k * 0.16), 0.03 + k * 0.015, 20));
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

export function strawHat(c: TContext, u: number, v: number, z: number): string {
  const brim = ring(c, u, v, 0.24, z, 24);
  const crown = ring(c, u, v, 0.12, z + 0.1, 20);
  const base = ring(c, u, v, 0.125, z, 12, Math.PI, -1);
  const band = ring(c, u, v, 0.125, z + 0.035, 12, Math.PI, -1);
  return (
    path(polyPath(brim), '#e4c98f') +
    path(polyPath([...base, ...[...crown.slice(0, 11)].reverse()]), '#d8b877') +
    path(polyPath(crown), '#ecd49c') +
    path(polyPath([...base, ...band.reverse()]), c.accent)
  );
}
