import { rect, type TDefs } from './svg';

/** the last layers of every picture: a soft light from the sun and a vignette */
export function finish(
  defs: TDefs,
  width: number,
  height: number,
  light: { x: number; y: number; color: string; strength: number },
): string {
  const glow = defs.radialAt(
    [
      [0, light.color, light.strength],
      [1, light.color, 0],
    ],
    light.x,
    light.y,
    Math.max(width, height) * 0.75,
  );
  const vignette = defs.radialAt(
    [
      [0, '#0b2236', 0],
      [0.7, '#0b2236', 0],
      [1, '#0b2236', 0.26],
    ],
    width / 2,
    height / 2,
    Math.hypot(width, height) / 2,
  );
  return rect(0, 0, width, height, glow) + rect(0, 0, width, height, vignette);
}
