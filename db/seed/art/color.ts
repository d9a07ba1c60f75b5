/** Colour arithmetic on #rrggbb strings. */
type TRgb = [number, number, number];

function parse(hex: string): TRgb {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean;
  const value = Number.parseInt(full.slice(0, 6), 16);
  if (Number.isNaN(value)) return [128, 128, 128];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: TRgb): string {
  const part = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return format([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

export function lighten(color: string, t: number): string {
  return mix(color, '#ffffff', t);
}

export function darken(color: string, t: number): string {
  return mix(color, '#0b1624', t);
}

/** relative luminance, 0 (black) to 1 (white) */
export function luminance(color: string): number {
  const [r, g, b] = parse(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function normalizeHex(color: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : fallback;
}

/** a colour mapping applied to every part of a boat, e.g. the warm dim light of a sunset */
export type TTone = (color: string) => string;

export function daylightTone(color: string): string {
  return color;
}

export function sunsetTone(color: string): string {
  return mix(mix(color, '#ffb070', 0.18), '#2a1f3a', 0.5);
}
