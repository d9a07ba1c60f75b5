/** Small helpers to write compact SVG markup. */
export type TPoint = readonly [number, number];
export type TStop = readonly [offset: number, color: string, opacity?: number];

export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function polyPath(points: readonly TPoint[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
  return close ? `${body}Z` : body;
}

/** a straight move-and-line segment from a to b, for paths made of many strokes */
export function segment(a: TPoint, b: TPoint): string {
  return `M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`;
}

/** a Catmull-Rom spline through the points, as cubic Béziers */
export function smoothPath(points: readonly TPoint[], close = false, tension = 1): string {
  if (points.length < 3) return polyPath(points, close);
  const count = points.length;
  const at = (i: number): TPoint => {
    if (close) return points[(i + count) % count] as TPoint;
    return points[Math.max(0, Math.min(count - 1, i))] as TPoint;
  };
  const first = at(0);
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  const segments = close ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${fmt(c1x)} ${fmt(c1y)} ${fmt(c2x)} ${fmt(c2y)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

type TAttrs = Record<string, string | number | undefined>;

function attrs(values: TAttrs): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`)
    .join('');
}

export function el(tag: string, values: TAttrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export function path(d: string, fill: string, extra: TAttrs = {}): string {
  return el('path', { d, fill, ...extra });
}

export function group(children: string, extra: TAttrs = {}): string {
  return children === '' ? '' : el('g', extra, children);
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill?: string,
  extra: TAttrs = {},
): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: TAttrs = {},
): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

export function line(
  points: readonly TPoint[],
  stroke: string,
  width: number,
  extra: TAttrs = {},
): string {
  return path(polyPath(points, false), 'none', { stroke, 'stroke-width': width, ...extra });
}

export type TDefs = {
  /** a vertical (or any direction) linear gradient in object-bounding-box units; returns `url(#id)` */
  linear(stops: readonly TStop[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** a linear gradient in user space coordinates; returns `url(#id)` */
  linearAt(stops: readonly TStop[], x1: number, y1: number, x2: number, y2: number): string;
  /** a radial gradient in user space coordinates; returns `url(#id)` */
  radialAt(stops: readonly TStop[], cx: number, cy: number, r: number, transform?: string): string;
  /** a radial gradient in object-bounding-box units; returns `url(#id)` */
  radial(stops: readonly TStop[], cx?: number, cy?: number, r?: number): string;
  /** adds any element to <defs>; build gets a fresh id */
  add(prefix: string, build: (id: string) => string): string;
  render(): string;
};

function stopsMarkup(stops: readonly TStop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset: fmt(offset),
        'stop-color': color,
        'stop-opacity':
          opacity === undefined || opacity === 1
            ? undefined
            : fmt(Math.round(opacity * 1000) / 1000),
      }),
    )
    .join('');
}

export function createDefs(): TDefs {
  const parts: string[] = [];
  const cache = new Map<string, string>();
  let counter = 0;
  const add = (prefix: string, build: (id: string) => string): string => {
    counter += 1;
    const id = `${prefix}${counter.toString(36)}`;
    parts.push(build(id));
    return id;
  };
  const cached = (key: string, prefix: string, build: (id: string) => string): string => {
    const hit = cache.get(key);
    if (hit) return hit;
    const url = `url(#${add(prefix, build)})`;
    cache.set(key, url);
    return url;
  };
  return {
    linear: (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => {
      const key = `l${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`;
      return cached(key, 'g', (id) =>
        el('linearGradient', { id, x1, y1, x2, y2 }, stopsMarkup(stops)),
      );
    },
    linearAt: (stops, x1, y1, x2, y2) => {
      const key = `L${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`;
      return cached(key, 'g', (id) =>
        el(
          'linearGradient',
          { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 },
          stopsMarkup(stops),
        ),
      );
    },
    radialAt: (stops, cx, cy, r, transform) => {
      const key = `R${cx},${cy},${r},${transform ?? ''}|${JSON.stringify(stops)}`;
      return cached(key, 'r', (id) =>
        el(
          'radialGradient',
          { id, gradientUnits: 'userSpaceOnUse', cx, cy, r, gradientTransform: transform },
          stopsMarkup(stops),
        ),
      );
    },
    radial: (stops, cx = 0.5, cy = 0.5, r = 0.5) => {
      const key = `r${cx},${cy},${r}|${JSON.stringify(stops)}`;
      return cached(key, 'r', (id) => el('radialGradient', { id, cx, cy, r }, stopsMarkup(stops)));
    },
    add,
    render: () => (parts.length === 0 ? '' : `<defs>${parts.join('')}</defs>`),
  };
}

export function svgDocument(width: number, height: number, defs: TDefs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${defs.render()}${body}</svg>`
  );
}

/** steps + 1 evenly spaced values from `from` to `to` */
export function sample(from: number, to: number, steps: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i += 1) out.push(from + ((to - from) * i) / steps);
  return out;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

/** the convex hull of a set of points (monotone chain) */
export function convexHull(points: readonly TPoint[]): TPoint[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: TPoint, a: TPoint, b: TPoint): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const build = (list: TPoint[]): TPoint[] => {
    const out: TPoint[] = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(out[out.length - 2] as TPoint, out[out.length - 1] as TPoint, p) <= 0
      )
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...build(sorted), ...build([...sorted].reverse())];
}

/** points along a quadratic Bézier */
export function quadPoints(a: TPoint, control: TPoint, b: TPoint, steps = 8): TPoint[] {
  const points: TPoint[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    points.push([
      u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
    ]);
  }
  return points;
}
