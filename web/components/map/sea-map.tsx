import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useTranslation } from '../../i18n/translation';
import { clusterPlaced, isInseparable, type TCluster } from './cluster';
import { fromMap, insetBox } from './layout';
import { MapControls } from './map-controls';
import { MapLand } from './map-land';
import { at, MapMarkers, type TPlacement } from './map-markers';
import { boundsOf, type TXY } from './projection';
import { useMapGestures, ZOOM_STEP } from './use-map-gestures';
import { useMapView, usePlacedPoints } from './use-map-view';
import {
  DEFAULT_SIZE,
  fitView,
  mapToScreen,
  MIN_VISIBLE_SPAN,
  sameView,
  scaleOf,
  screenToMap,
  viewBoxOf,
  visibleBounds,
  zoomView,
} from './view';

/** A place on the map: a boat, a harbour or a destination. */
export type TMapPoint = {
  id: string;
  lat: number;
  lon: number;
  /** accessible name of the pin, also its tooltip */
  label: string;
  /** short text drawn on the pin (a price, a count); the label is used when absent */
  badge?: string;
  href?: string;
};

export type TSeaMapProps = {
  points: TMapPoint[];
  /** accessible name of the whole map */
  title: string;
  /** highlighted pin (hovered card, selected place) */
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  /** when given, clicking the map places a pin there: the wizard's location step */
  onPick?: (point: { lat: number; lon: number }) => void;
  className?: string;
};

const keyOf = (point: TMapPoint) => point.id;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * A map of Spain's coasts with pins, drawn by us (SVG from Natural Earth, no tiles): server
 * rendered with the view fitted to the points, then pan, zoom, clusters and picking in the
 * browser. Give it a size with `className` (`h-96`, `aspect-[4/3]`, `absolute inset-0`).
 * Roles: a `region` named `title`, an `application` surface for the keyboard, a list of places.
 */
export function SeaMap({
  points,
  title,
  activeId,
  onActiveChange,
  onPick,
  className = '',
}: TSeaMapProps) {
  const { t } = useTranslation();
  const isPicking = Boolean(onPick);
  const helpId = useId();

  const { layout, placed, fitted, limits } = usePlacedPoints(points, isPicking);
  const rootRef = useRef<HTMLDivElement>(null);
  const { view, size, viewRef, sizeRef, move, glide } = useMapView({
    rootRef,
    fitted,
    limits,
    placed,
    isPicking,
  });

  const currentSize = size ?? DEFAULT_SIZE;
  const scale = scaleOf(view, currentSize);
  // Re-cluster only when the zoom changes by a quarter of a step, not on every animation frame.
  const clusterScale = 2 ** (Math.round(Math.log2(scale) * 4) / 4);
  const clusters = useMemo(
    () => clusterPlaced(placed, clusterScale, keyOf),
    [placed, clusterScale],
  );
  // Once measured, markers off screen are left out: nothing invisible to tab to. The server,
  // not knowing the size, renders them all.
  const visible = size ? visibleBounds(view, size) : null;
  const margin = 60 / scale;
  const shown = visible
    ? clusters.filter(
        ({ x, y }) =>
          x > visible.minX - margin &&
          x < visible.maxX + margin &&
          y > visible.minY - margin &&
          y < visible.maxY + margin,
      )
    : clusters;

  const [open, setOpen] = useState<{ key: string; scale: number; placement: TPlacement } | null>(
    null,
  );
  const openNow = open && open.scale === clusterScale ? open : null;

  const [announcement, setAnnouncement] = useState('');
  const pick = (xy: TXY) => {
    if (!onPick) return;
    const place = fromMap(xy, layout);
    const point = { lat: round(place.lat, 5), lon: round(place.lon, 5) };
    onPick(point);
    setAnnouncement(t('map.picked', { lat: point.lat.toFixed(4), lon: point.lon.toFixed(4) }));
  };

  const [isHinting, setIsHinting] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hintTimer.current), []);

  const gestures = useMapGestures({
    rootRef,
    view: () => viewRef.current,
    size: () => sizeRef.current,
    move,
    glide,
    onTap: (px, py) => {
      setOpen(null);
      pick(screenToMap(viewRef.current, sizeRef.current, px, py));
    },
    onEnter: onPick ? () => pick({ x: viewRef.current.cx, y: viewRef.current.cy }) : undefined,
    onWheelRefused: () => {
      setIsHinting(true);
      clearTimeout(hintTimer.current);
      hintTimer.current = setTimeout(() => setIsHinting(false), 1600);
    },
  });

  const onCluster = useCallback(
    (cluster: TCluster<TMapPoint>) => {
      const sizeNow = sizeRef.current;
      const maxScale = Math.min(sizeNow.width, sizeNow.height) / MIN_VISIBLE_SPAN;
      if (isInseparable(cluster, maxScale, keyOf)) {
        const { px, py } = mapToScreen(viewRef.current, sizeNow, cluster);
        const horizontal = px < 140 ? 'start' : px > sizeNow.width - 140 ? 'end' : 'center';
        const vertical = py > sizeNow.height / 2 ? 'above' : 'below';
        setOpen((current) =>
          current?.key === cluster.key
            ? null
            : { key: cluster.key, scale: clusterScale, placement: { vertical, horizontal } },
        );
        return;
      }
      const members = boundsOf(cluster.members);
      const target = members ? fitView(members, 0.3, 0) : viewRef.current;
      const zoomedTwice = zoomView({ ...viewRef.current, cx: target.cx, cy: target.cy }, 2);
      glide(
        scaleOf(target, sizeNow) >= 2 * scaleOf(viewRef.current, sizeNow) ? target : zoomedTwice,
      );
    },
    [clusterScale, glide, sizeRef, viewRef],
  );
  const closeList = useCallback(() => setOpen(null), []);

  const vars = {
    '--cx': round(view.cx, 2),
    '--cy': round(view.cy, 2),
    '--vw': round(view.w, 2),
    '--vh': round(view.h, 2),
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={title}
      aria-roledescription={t('map.roleDescription')}
      className={`relative isolate touch-none overflow-hidden bg-sea-100 select-none ${className}`}
      {...gestures.root}
    >
      <div className="absolute inset-0 [container-type:size]" style={vars}>
        <div
          tabIndex={0}
          role="application"
          aria-label={t('map.surface')}
          aria-describedby={helpId}
          className={`peer absolute inset-0 outline-offset-[-3px] ${isPicking ? 'cursor-crosshair' : 'cursor-grab active:cursor-grabbing'}`}
          {...gestures.surface}
        >
          <MapLand viewBox={viewBoxOf(view)} hasInset={layout.hasInset} />
        </div>
        {layout.hasInset && (insetBox.maxX - insetBox.minX) * scale > 170 && (
          <span
            aria-hidden="true"
            style={at(insetBox.minX, insetBox.minY)}
            className="pointer-events-none absolute translate-x-2 translate-y-1.5 text-[10px] font-bold tracking-widest whitespace-nowrap text-ink-400 uppercase"
          >
            {t('map.canaries')}
          </span>
        )}
        <MapMarkers
          clusters={shown}
          activeId={activeId}
          isPicking={isPicking}
          open={openNow}
          onActiveChange={onActiveChange}
          onCluster={onCluster}
          onCloseList={closeList}
        />
        {isPicking && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 hidden size-8 -translate-1/2 peer-focus-visible:block"
          >
            <span className="absolute top-0 left-1/2 h-full w-0.5 -translate-x-1/2 rounded bg-ink-900" />
            <span className="absolute top-1/2 left-0 h-0.5 w-full -translate-y-1/2 rounded bg-ink-900" />
          </span>
        )}
      </div>

      <MapControls
        onZoomIn={() => glide(zoomView(viewRef.current, ZOOM_STEP))}
        onZoomOut={() => glide(zoomView(viewRef.current, 1 / ZOOM_STEP))}
        onReset={sameView(view, fitted) ? undefined : () => glide(fitted)}
      />

      {isHinting && (
        <div className="pointer-events-none absolute inset-0 z-50 grid animate-fade-in place-items-center bg-ink-950/40 p-6">
          <p className="max-w-xs text-center text-sm font-semibold text-white">
            {t('map.wheelHint')}
          </p>
        </div>
      )}
      <p id={helpId} className="sr-only">
        {isPicking ? t('map.pickHelp') : t('map.browseHelp')}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
