import type { TBounds, TXY } from './projection';

/**
 * What the map shows: a box of at least `w` × `h` map units centred on (cx, cy). The container
 * fits it like SVG's `preserveAspectRatio="xMidYMid meet"`, so the server can render a fitted view
 * without knowing the container's size; the longer side simply shows more.
 */
export type TView = { cx: number; cy: number; w: number; h: number };
export type TSize = { width: number; height: number };

/** Size assumed before the browser has measured the container (server render, first paint). */
export const DEFAULT_SIZE: TSize = { width: 640, height: 480 };
/** Smallest span fitted around the points: ~43 km, so one harbour shows its stretch of coast. */
export const MIN_FIT_SPAN = 500;
/** Closest zoom: the shorter visible side is ~17 km (the coastline data is not finer). */
export const MIN_VISIBLE_SPAN = 200;
/** Margin around the points, as a share of their span on each side (room for the pills). */
export const FIT_PADDING = 0.14;

export function fitView(bounds: TBounds, padding = FIT_PADDING, minSpan = MIN_FIT_SPAN): TView {
  const w = Math.max(bounds.maxX - bounds.minX, minSpan);
  const h = Math.max(bounds.maxY - bounds.minY, minSpan);
  return {
    cx: (bounds.minX + bounds.maxX) / 2,
    cy: (bounds.minY + bounds.maxY) / 2,
    w: w * (1 + 2 * padding),
    h: h * (1 + 2 * padding),
  };
}

/** Pixels per map unit when `view` is fitted into a container of `size`. */
export function scaleOf(view: TView, size: TSize): number {
  return Math.min(size.width / view.w, size.height / view.h);
}

/** The part of the map actually visible in the container. */
export function visibleBounds(view: TView, size: TSize): TBounds {
  const k = scaleOf(view, size);
  const [halfW, halfH] = [size.width / k / 2, size.height / k / 2];
  return {
    minX: view.cx - halfW,
    minY: view.cy - halfH,
    maxX: view.cx + halfW,
    maxY: view.cy + halfH,
  };
}

export function viewBoxOf(view: TView): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  return [view.cx - view.w / 2, view.cy - view.h / 2, view.w, view.h].map(round).join(' ');
}

/** Container pixel (from its top-left corner) → map units. */
export function screenToMap(view: TView, size: TSize, px: number, py: number): TXY {
  const k = scaleOf(view, size);
  return { x: view.cx + (px - size.width / 2) / k, y: view.cy + (py - size.height / 2) / k };
}

export function mapToScreen(view: TView, size: TSize, { x, y }: TXY): { px: number; py: number } {
  const k = scaleOf(view, size);
  return { px: size.width / 2 + (x - view.cx) * k, py: size.height / 2 + (y - view.cy) * k };
}

/** Zooms by `factor` (> 1 closer) keeping `anchor` (map units) still on the screen. */
export function zoomView(view: TView, factor: number, anchor: TXY = { x: view.cx, y: view.cy }) {
  return {
    cx: anchor.x + (view.cx - anchor.x) / factor,
    cy: anchor.y + (view.cy - anchor.y) / factor,
    w: view.w / factor,
    h: view.h / factor,
  };
}

/** Moves the map by a drag of (dx, dy) pixels: the map follows the pointer. */
export function panView(view: TView, size: TSize, dx: number, dy: number): TView {
  const k = scaleOf(view, size);
  return { ...view, cx: view.cx - dx / k, cy: view.cy - dy / k };
}

type TLimits = {
  /** the centre never leaves this box */
  box: TBounds;
  /** the widest view allowed (the fitted view, or the whole data box) */
  widest: TView;
};

/** Keeps the zoom between MIN_VISIBLE_SPAN and the widest view, and the centre inside the box. */
export function clampView(view: TView, size: TSize, { box, widest }: TLimits): TView {
  let next = view;
  const visible = visibleBounds(view, size);
  const shortSide = Math.min(visible.maxX - visible.minX, visible.maxY - visible.minY);
  if (shortSide < MIN_VISIBLE_SPAN) next = zoomView(next, shortSide / MIN_VISIBLE_SPAN);
  const widestK = scaleOf(widest, size);
  const k = scaleOf(next, size);
  if (k < widestK) next = zoomView(next, widestK / k);
  return {
    ...next,
    cx: Math.min(Math.max(next.cx, box.minX), box.maxX),
    cy: Math.min(Math.max(next.cy, box.minY), box.maxY),
  };
}

/** A view between `from` (t = 0) and `to` (t = 1); sizes change geometrically, like a real zoom. */
export function interpolateView(from: TView, to: TView, t: number): TView {
  const geometric = (a: number, b: number) => a * (b / a) ** t;
  const w = geometric(from.w, to.w);
  // The centre moves so that the zoom feels anchored rather than sliding linearly.
  const progress = from.w === to.w ? t : (from.w - w) / (from.w - to.w);
  return {
    cx: from.cx + (to.cx - from.cx) * progress,
    cy: from.cy + (to.cy - from.cy) * progress,
    w,
    h: geometric(from.h, to.h),
  };
}

export function sameView(a: TView, b: TView): boolean {
  const close = (p: number, q: number) => Math.abs(p - q) <= Math.max(Math.abs(q), 1) * 1e-3;
  return (
    close(a.w, b.w) &&
    close(a.h, b.h) &&
    Math.abs(a.cx - b.cx) < a.w * 1e-3 &&
    Math.abs(a.cy - b.cy) < a.h * 1e-3
  );
}
