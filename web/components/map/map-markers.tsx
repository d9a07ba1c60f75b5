import { Anchor, MapPin, X } from 'lucide-react';
import { memo, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { TCluster } from './cluster';
import type { TMapPoint } from './sea-map';

/**
 * Markers are HTML over the SVG, placed with CSS from the view variables of the container
 * (`--cx`, `--cy`, `--vw`, `--vh`, see sea-map.tsx) and their own `--x`, `--y`: the server renders
 * them in place without knowing the container's size, and panning only changes four variables.
 */
const scale = 'min(100cqw / var(--vw), 100cqh / var(--vh))';
export const positionStyle = {
  left: `calc(50cqw + (var(--x) - var(--cx)) * ${scale})`,
  top: `calc(50cqh + (var(--y) - var(--cy)) * ${scale})`,
};

export function at(x: number, y: number): CSSProperties {
  return { '--x': Math.round(x), '--y': Math.round(y), ...positionStyle } as CSSProperties;
}

export type TPlacement = { vertical: 'above' | 'below'; horizontal: 'start' | 'center' | 'end' };

type TMarkersProps = {
  clusters: TCluster<TMapPoint>[];
  activeId?: string | null;
  isPicking: boolean;
  /** the cluster whose list is open, and where to open it */
  open: { key: string; placement: TPlacement } | null;
  onActiveChange?: (id: string | null) => void;
  onCluster: (cluster: TCluster<TMapPoint>) => void;
  onCloseList: () => void;
};

const pill =
  'relative isolate inline-flex h-7 max-w-60 items-center gap-1 rounded-full px-2.5 text-[13px] leading-none font-bold whitespace-nowrap shadow-[0_1px_2px_rgb(6_26_43/0.18),0_2px_8px_-2px_rgb(6_26_43/0.25)] ring-1 transition-[transform,background-color,color] duration-150 outline-offset-2';
const idlePill =
  'bg-white text-ink-900 ring-ink-900/10 hover:scale-110 hover:bg-ink-900 hover:text-white';
const activePill = 'scale-115 bg-ink-900 text-white ring-white';
const centred = 'absolute top-0 left-0 -translate-x-1/2 -translate-y-1/2';
const bubbleSize = (count: number) => (count < 10 ? 'size-9' : count < 50 ? 'size-10' : 'size-11');
/** Above the point, the tail's tip on it. */
const tailed = 'absolute bottom-[5px] left-0 -translate-x-1/2';

function PointPin({
  point,
  isActive,
  onActiveChange,
}: {
  point: TMapPoint;
  isActive: boolean;
  onActiveChange?: (id: string | null) => void;
}) {
  const className = `${pill} ${isActive ? activePill : idlePill}`;
  const events = {
    onPointerEnter: () => onActiveChange?.(point.id),
    onPointerLeave: () => onActiveChange?.(null),
    onFocus: () => onActiveChange?.(point.id),
    onBlur: () => onActiveChange?.(null),
  };
  // A price speaks for itself; a bare name (a harbour) gets an anchor and a tail pointing at the
  // exact spot, since on its own it is the place the reader looks for.
  const text = point.badge ? (
    <span className="truncate">{point.badge}</span>
  ) : (
    <>
      <Anchor aria-hidden className="-ml-0.5 size-3.5 shrink-0" strokeWidth={2.5} />
      <span className="truncate">{point.label}</span>
      <span
        aria-hidden
        className="absolute -bottom-1 left-1/2 -z-10 size-2.5 -translate-x-1/2 rotate-45 bg-inherit"
      />
    </>
  );
  return point.href ? (
    <Link
      to={point.href}
      aria-label={point.label}
      title={point.label}
      className={className}
      {...events}
    >
      {text}
    </Link>
  ) : (
    <button
      type="button"
      aria-label={point.label}
      title={point.label}
      className={className}
      onClick={() => onActiveChange?.(point.id)}
      {...events}
    >
      {text}
    </button>
  );
}

function ClusterList({
  cluster,
  placement,
  activeId,
  onActiveChange,
  onClose,
}: {
  cluster: TCluster<TMapPoint>;
  placement: TPlacement;
  activeId?: string | null;
  onActiveChange?: (id: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect: its cleanup runs while the list is still in the document.
  useLayoutEffect(() => {
    const opener = document.activeElement;
    const dialog = ref.current;
    dialog?.focus();
    // Closing from inside (Escape, ×) gives the focus back to the bubble that opened the list.
    return () => {
      if (dialog?.contains(document.activeElement) && opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const heading = t('map.clusterList', { count: cluster.members.length });
  const vertical = placement.vertical === 'above' ? 'bottom-full mb-2' : 'top-full mt-2';
  const horizontal = { start: 'left-0', center: 'left-1/2 -translate-x-1/2', end: 'right-0' }[
    placement.horizontal
  ];
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={heading}
      tabIndex={-1}
      data-map-ui
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className={`absolute ${vertical} ${horizontal} w-64 max-w-[80cqw] animate-pop rounded-2xl bg-white p-1.5 text-left shadow-float outline-none`}
    >
      <div className="flex items-center justify-between gap-2 py-1 pr-1 pl-2.5">
        <p className="text-xs font-bold tracking-wide text-ink-500 uppercase">{heading}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('map.close')}
          className="grid size-7 place-items-center rounded-full text-ink-600 hover:bg-ink-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <ul className="max-h-[min(16rem,55cqh)] overflow-y-auto">
        {cluster.members.map(({ item }) => {
          const row = `flex w-full items-center justify-between gap-3 rounded-xl px-2.5 py-2 text-sm text-ink-900 hover:bg-ink-50 ${item.id === activeId ? 'bg-ink-50' : ''}`;
          const content = (
            <>
              <span className="truncate">{item.label}</span>
              {item.badge && <span className="shrink-0 font-bold">{item.badge}</span>}
            </>
          );
          const events = {
            onPointerEnter: () => onActiveChange?.(item.id),
            onPointerLeave: () => onActiveChange?.(null),
          };
          return (
            <li key={item.id}>
              {item.href ? (
                <Link to={item.href} className={row} {...events}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={row}
                  onClick={() => onActiveChange?.(item.id)}
                  {...events}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The pins, count bubbles and (while picking) the placed marker, as a list of places. */
export const MapMarkers = memo(function MapMarkers({
  clusters,
  activeId,
  isPicking,
  open,
  onActiveChange,
  onCluster,
  onCloseList,
}: TMarkersProps) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('map.places')}
      className="pointer-events-none absolute inset-0 m-0 list-none p-0"
    >
      {clusters.map((cluster) => {
        const isActive = cluster.members.some((m) => m.item.id === activeId);
        const isOpen = open?.key === cluster.key;
        const single = cluster.members.length === 1 ? cluster.members[0]?.item : undefined;
        const z = isOpen ? 'z-40' : isActive ? 'z-30' : 'z-10 hover:z-20 focus-within:z-20';
        return (
          <li key={cluster.key} style={at(cluster.x, cluster.y)} className={`absolute size-0 ${z}`}>
            {single && isPicking ? (
              <span
                role="img"
                aria-label={single.label}
                title={single.label}
                className="absolute top-0 left-0 block -translate-x-1/2 -translate-y-full animate-pop drop-shadow-[0_3px_4px_rgb(6_26_43/0.35)]"
              >
                <MapPin
                  aria-hidden
                  className="size-10 fill-coral-600 stroke-white"
                  strokeWidth={1.5}
                />
              </span>
            ) : single ? (
              <span className={`${single.badge ? centred : tailed} pointer-events-auto`}>
                <PointPin point={single} isActive={isActive} onActiveChange={onActiveChange} />
              </span>
            ) : (
              <span className={`${centred} pointer-events-auto`}>
                <button
                  type="button"
                  aria-label={t('map.cluster', { count: cluster.members.length })}
                  aria-expanded={isOpen}
                  onClick={() => onCluster(cluster)}
                  className={`grid place-items-center rounded-full text-[13px] font-extrabold text-white shadow-[0_2px_8px_-1px_rgb(6_26_43/0.4)] ring-[3px] ring-white transition-transform duration-150 hover:scale-110 ${bubbleSize(cluster.members.length)} ${isActive || isOpen ? 'scale-110 bg-ink-900' : 'bg-sea-700'}`}
                >
                  {cluster.members.length}
                </button>
                {isOpen && open && (
                  <ClusterList
                    cluster={cluster}
                    placement={open.placement}
                    activeId={activeId}
                    onActiveChange={onActiveChange}
                    onClose={onCloseList}
                  />
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
});
