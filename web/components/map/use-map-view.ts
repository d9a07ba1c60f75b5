import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { pillHalfWidth, type TPlaced } from './cluster';
import { layoutFor, panBox, spainBounds, toMap, type TLayout } from './layout';
import { boundsOf, unionBounds } from './projection';
import type { TMapPoint } from './sea-map';
import {
  clampView,
  DEFAULT_SIZE,
  fitView,
  interpolateView,
  visibleBounds,
  type TSize,
  type TView,
} from './view';

const GLIDE_MS = 280;

/** The points placed on the map, the layout (inset or not) and the view that fits them. */
export function usePlacedPoints(points: TMapPoint[], isPicking: boolean) {
  // Parents often pass a new array on every render: work from its content.
  const pointsKey = points
    .map((p) => `${p.id},${p.lat},${p.lon},${p.label},${p.badge ?? ''},${p.href ?? ''}`)
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  const stablePoints = useMemo(() => points, [pointsKey]);
  // While picking the Canaries stay in the inset, so a pick never switches the layout under you.
  const hasInset = isPicking || layoutFor(stablePoints).hasInset;
  const layout: TLayout = useMemo(() => ({ hasInset }), [hasInset]);
  const placed: TPlaced<TMapPoint>[] = useMemo(
    () =>
      stablePoints
        .filter((item) => Number.isFinite(item.lat) && Number.isFinite(item.lon))
        .map((item) => ({
          ...toMap(item, layout),
          item,
          halfWidth: pillHalfWidth(item.badge ?? item.label),
        })),
    [stablePoints, layout],
  );
  const pointBounds = useMemo(() => boundsOf(placed), [placed]);
  const fitted = useMemo(
    () => (pointBounds ? fitView(pointBounds) : fitView(spainBounds, 0.04)),
    [pointBounds],
  );
  const limits = useMemo(() => {
    const box = panBox(layout);
    return { box, widest: fitView(pointBounds ? unionBounds(box, pointBounds) : box, 0.06, 0) };
  }, [layout, pointBounds]);
  return { layout, placed, fitted, limits };
}

type TViewOptions = {
  rootRef: RefObject<HTMLDivElement | null>;
  fitted: TView;
  limits: Parameters<typeof clampView>[2];
  placed: TPlaced<TMapPoint>[];
  isPicking: boolean;
};

/**
 * The current view and the container's size. `move` sets a view at once, `glide` animates to it
 * (both clamped). New points are fitted; while picking, the view only follows a pin placed out
 * of sight, so the map never jumps under the pointer.
 */
export function useMapView({ rootRef, fitted, limits, placed, isPicking }: TViewOptions) {
  const [view, setView] = useState(fitted);
  const [size, setSize] = useState<TSize | null>(null);
  const viewRef = useRef(view);
  const sizeRef = useRef<TSize>(DEFAULT_SIZE);
  const frame = useRef(0);

  const move = useCallback(
    (next: TView) => {
      cancelAnimationFrame(frame.current);
      viewRef.current = clampView(next, sizeRef.current, limits);
      setView(viewRef.current);
    },
    [limits],
  );
  const glide = useCallback(
    (next: TView) => {
      const from = viewRef.current;
      const to = clampView(next, sizeRef.current, limits);
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return move(to);
      cancelAnimationFrame(frame.current);
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - start) / GLIDE_MS, 1);
        viewRef.current = interpolateView(from, to, 1 - (1 - progress) ** 3);
        setView(viewRef.current);
        if (progress < 1) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [limits, move],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The server assumed DEFAULT_SIZE; measure the real container, and follow its changes.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = () => {
      const { width, height } = root.getBoundingClientRect();
      if (width > 0 && height > 0) {
        sizeRef.current = { width, height };
        setSize(sizeRef.current);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);

  const lastFit = useRef(fitted);
  useEffect(() => {
    if (lastFit.current === fitted) return;
    lastFit.current = fitted;
    if (!isPicking) return glide(fitted);
    const visible = visibleBounds(viewRef.current, sizeRef.current);
    const outside = placed.find(
      ({ x, y }) => x < visible.minX || x > visible.maxX || y < visible.minY || y > visible.maxY,
    );
    if (outside) glide({ ...viewRef.current, cx: outside.x, cy: outside.y });
  }, [fitted, isPicking, placed, glide]);

  return { view, size, viewRef, sizeRef, move, glide };
}
